// The API items that `npm run check:api-coverage` does not ask the reference pages to document, each with
// its reason. Only internal or private items belong here: deprecated options stay in the count, because
// readers meet them in old configs and the pages must say what replaces them.

export interface Exclusion {
  area: string;
  name: string;
  reason: string;
}

// Empty for Rspress 2.0.22: the pages document even the internal-looking items, because readers meet them:
// generated sidebar data carries `_fileKey`, and the theme's `Link` (which `rspress eject` copies) calls `warmPageData`.
export const API_COVERAGE_EXCLUSIONS: Exclusion[] = [];
