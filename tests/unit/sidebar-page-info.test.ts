// The patch of @rspress/core's auto-nav-sidebar utils (theme/README.md): in dev, Rspress builds the sidebar again on
// every page edit and read every page again for its title. A page's info is now kept until its file changes.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { extractInfoFromFrontmatterWithAbsolutePath, pathExists } from '@rspress/core/dist/node/auto-nav-sidebar/utils.js';

const root = mkdtempSync(path.join(tmpdir(), 'sidebar-page-info-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a page's sidebar info is read again only when the file's time or size changes", async () => {
  const page = path.join(root, 'page.md');
  // Whole seconds, so that setting the same time again gives the same mtimeMs.
  const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  writeFileSync(page, '---\ntag: new\n---\n\n# First title\n');
  utimesSync(page, mtime, mtime);
  const first = await extractInfoFromFrontmatterWithAbsolutePath(page, root);
  expect(first).toMatchObject({ title: 'First title', tag: 'new' });
  // What a caller does with the result does not leak into the next call.
  first.title = 'changed by a caller';

  // Same size and the old modification time: the kept info answers, without reading the file.
  writeFileSync(page, '---\ntag: new\n---\n\n# Other title\n');
  utimesSync(page, mtime, mtime);
  expect((await extractInfoFromFrontmatterWithAbsolutePath(page, root)).title).toBe('First title');

  // An edit moves the modification time: the file is read again.
  const later = new Date(mtime.getTime() + 5_000);
  utimesSync(page, later, later);
  expect(await extractInfoFromFrontmatterWithAbsolutePath(page, root)).toMatchObject({ title: 'Other title', tag: 'new' });
  writeFileSync(page, '# A title of another length\n');
  expect((await extractInfoFromFrontmatterWithAbsolutePath(page, root)).title).toBe('A title of another length');
});

test('pathExists tells files that exist from files that do not', async () => {
  const file = path.join(root, 'there.mdx');
  writeFileSync(file, '# There\n');
  await expect(pathExists(file)).resolves.toBe(true);
  await expect(pathExists(path.join(root, 'missing.mdx'))).resolves.toBe(false);
});
