// Facts about the project that more than one file needs. Change them here only.

/** The copyright holder shown in the footer: `© 2023-present {COMPANY}`. */
export const COMPANY = 'ByteDance Inc.';

export const SITE_ORIGIN = 'https://rspress.rs';

export const GITHUB_REPO = 'https://github.com/web-infra-dev/rspress';

/**
 * Where the "Edit this page" link points; the locale folder and file path are appended. It assumes this repository is
 * published as upstream's `website/` folder (its `docs/` becomes `website/docs/`). Until then, a page that upstream
 * does not have yet (28 of the 66 per locale in November 2026) gets an edit link that GitHub answers with 404.
 */
export const DOCS_EDIT_BASE = `${GITHUB_REPO}/tree/main/website/docs`;

export const CHANGELOG_URL = `${GITHUB_REPO}/releases`;

export const V1_DOCS_URL = 'https://v1.rspress.rs';

export const NPM_URL = 'https://www.npmjs.com/package/@rspress/core';

export const DISCORD_URL = 'https://discord.gg/mkVw5zPAtf';

export const X_URL = 'https://x.com/rspack_dev';

export const FOOTER_MESSAGE = `© 2023-present ${COMPANY}`;
