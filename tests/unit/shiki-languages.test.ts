// config/shiki-languages.ts: Shiki loads every language the pages' fences name, nested fences included, and every
// language those grammars embed, before the first block; lazily loaded, a Markdown sample's front matter was
// coloured or not depending on which page compiled first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { fenceLanguages, shikiLanguages } from '../../config/shiki-languages';

const docs = mkdtempSync(path.join(tmpdir(), 'shiki-languages-'));
afterAll(() => rmSync(docs, { recursive: true, force: true }));
mkdirSync(path.join(docs, 'en/guide'), { recursive: true });
writeFileSync(
  path.join(docs, 'en/guide/a.mdx'),
  ['# A', '', '````md title="page.md"', '---', 'title: A', '---', '', '```Rust', 'fn main() {}', '```', '````', '', '- item', '', '  ~~~toml', '  x = 1', '  ~~~', '', '```no-such-language', '?', '```', ''].join('\n'),
);

test('every fence language of the pages, nested and indented ones included, unknown names left out', () => {
  expect(fenceLanguages(docs)).toEqual(['md', 'rust', 'toml']);
});

test("Rspress's preloads, the fences' languages and what their grammars embed", async () => {
  const languages = await shikiLanguages(docs);
  for (const lang of ['tsx', 'ts', 'js', 'md', 'rust', 'toml', 'yaml', 'html']) expect(languages).toContain(lang);
});

test('a highlighter with those languages colours a Markdown sample\'s front matter; one with Markdown alone does not', async () => {
  const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
  const frontMatter = async (langs: string[]) => {
    const highlighter = await createHighlighter({ themes: [theme], langs });
    const html = highlighter.codeToHtml('---\ntitle: A\n---\n', { lang: 'md', theme: 'css-variables' });
    highlighter.dispose();
    return /<span style="color:var\(--shiki-token-[a-z-]+\)">title/.test(html);
  };
  expect(await frontMatter(['md'])).toBe(false);
  expect(await frontMatter(await shikiLanguages(docs))).toBe(true);
});
