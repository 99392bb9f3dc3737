// config/shiki-warmup.ts: the dev server's first page edit should find Shiki's languages loaded, in the one
// highlighter that Rspress's @shikijs/rehype uses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from '@rstest/core';
import { codeSamplesByLanguage, warmUpShiki } from '../../config/shiki-warmup';

const docs = mkdtempSync(path.join(tmpdir(), 'shiki-warmup-'));
afterAll(() => rmSync(docs, { recursive: true, force: true }));
mkdirSync(path.join(docs, 'en/guide'), { recursive: true });
writeFileSync(
  path.join(docs, 'en/guide/a.mdx'),
  ['# A', '', '```yaml title="a.yml"', 'short: 1', '```', '', '```txt', 'plain', '```', '', '~~~toml', 'x = 1', '~~~', ''].join('\n'),
);
writeFileSync(path.join(docs, 'en/guide/b.md'), ['# B', '', '```yaml', 'longer: 1', 'list: [a, b]', '```', ''].join('\n'));
writeFileSync(path.join(docs, 'en/guide/notes.txt'), '```css\na {}\n```\n');

test('one sample per fence language of the pages: the longest block, plain text left out', () => {
  expect(Object.fromEntries(codeSamplesByLanguage(docs))).toEqual({ yaml: 'longer: 1\nlist: [a, b]', toml: 'x = 1' });
});

test("the warm-up loads the pages' languages into the highlighter that @shikijs/rehype shares", async () => {
  await warmUpShiki(docs);
  // `shiki` as @shikijs/rehype resolves it, not as this test does: a second copy would hold another singleton.
  const fromRehype = createRequire(require.resolve('@shikijs/rehype')).resolve('shiki');
  const { getSingletonHighlighter } = await import(pathToFileURL(fromRehype).href);
  const loaded = (await getSingletonHighlighter()).getLoadedLanguages();
  expect(loaded).toEqual(expect.arrayContaining(['yaml', 'toml']));
});
