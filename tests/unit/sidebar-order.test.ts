// The patch of @rspress/core's auto-nav-sidebar walk (theme/README.md): the sidebar's sections follow the folders,
// not the order in which their parallel scans finish. Without it the dev server's site data changes on an edit that
// changes no sidebar, and the page reloads instead of hot-updating.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { walk } from '@rspress/core/dist/node/auto-nav-sidebar/walk.js';
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';

const root = mkdtempSync(path.join(tmpdir(), 'sidebar-order-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('sidebar sections come in folder order even when the first folder takes longest to scan', async () => {
  writeFileSync(path.join(root, '_nav.json'), '[]');
  for (const section of ['api', 'guide', 'plugin', 'ui']) {
    mkdirSync(path.join(root, section));
    writeFileSync(path.join(root, section, 'index.md'), `# ${section}\n`);
  }
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  // The folder listed first gets many pages, so that its scan finishes last.
  for (let page = 0; page < 300; page++) writeFileSync(path.join(root, folders[0], `page-${page}.md`), `# Page ${page}\n`);

  // walk() names each section through the route service that RouteService.create registers for the build.
  await RouteService.create({ config: { root }, scanDir: root, externalPages: [] });
  const { sidebar } = await walk(root, root, ['.md', '.mdx'], new Set(), new Set());
  expect(Object.keys(sidebar)).toEqual(folders.map((folder) => `/${folder}`));
});
