// config/shiki-merge-tokens.ts: highlighted code keeps its text and colours in fewer elements, and Twoslash blocks
// keep their tokens.
import type { ElementContent } from 'hast';
import { describe, expect, test } from '@rstest/core';
import { codeToHtml, createCssVariablesTheme, type ShikiTransformer } from 'shiki';
import { mergeLineTokens, normaliseStyle, transformerMergeTokens } from '../../config/shiki-merge-tokens';

// The theme Rspress highlights with (node/mdx/rehypePlugins/shiki.js in @rspress/core 2.0.22).
const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
const FOREGROUND = 'color:var(--shiki-foreground)';

const span = (style: string | undefined, value: string): ElementContent => ({
  type: 'element',
  tagName: 'span',
  properties: style === undefined ? {} : { style },
  children: [{ type: 'text', value }],
});
const text = (value: string): ElementContent => ({ type: 'text', value });

// No time limit: Shiki stops tokenising a line after 500 ms by default, which a loaded machine reaches, and the
// rest of the line then comes out as one token (a different tokenisation from one run to the next).
const highlight = (code: string, lang: string, transformers: ShikiTransformer[] = []) =>
  codeToHtml(code, { lang, theme, transformers, tokenizeTimeLimit: 0 });

/** The text a reader sees, per character with the style that paints it: what merging must not change. */
function paintedCharacters(html: string): string[] {
  const painted: string[] = [];
  const styles: string[] = [];
  for (const part of html.split(/(<[^>]+>)/)) {
    if (part.startsWith('</')) styles.pop();
    else if (part.startsWith('<')) styles.push(/style="([^"]*)"/.exec(part)?.[1] ?? styles.at(-1) ?? '');
    else for (const character of part.replaceAll('&#x3C;', '<').replaceAll('&#x26;', '&')) {
      const style = normaliseStyle(styles.at(-1) ?? '');
      // A space shows no colour; merging may give it its neighbours' colour.
      painted.push(/\s/.test(character) ? character : `${character}|${style.replace(/^background-color:[^;]*;/, '')}`);
    }
  }
  return painted;
}

const elementCount = (html: string) => (html.match(/<[a-z]/g) ?? []).length;

describe('mergeLineTokens', () => {
  test('merges neighbouring spans of one style into one', () => {
    const keyword = 'color:var(--shiki-token-keyword)';
    expect(mergeLineTokens([span(keyword, 'export'), span(keyword, ' default')], FOREGROUND)).toEqual([span(keyword, 'export default')]);
  });

  test('leaves foreground tokens and unstyled spans as text, joined with the text beside them', () => {
    const keyword = 'color:var(--shiki-token-keyword)';
    expect(mergeLineTokens([span(FOREGROUND, '  a'), span(undefined, '.'), span(FOREGROUND, 'b'), span(keyword, ':')], FOREGROUND)).toEqual([
      text('  a.b'),
      span(keyword, ':'),
    ]);
  });

  test('spans that differ in any style property stay apart, so both colour modes keep their colours', () => {
    const comment = 'color:var(--shiki-token-comment)';
    const italic = 'color:var(--shiki-token-comment);font-style:italic';
    const constant = 'color:var(--shiki-token-constant)';
    const line = [span(comment, 'a'), span(italic, 'b'), span(constant, 'c')];
    expect(mergeLineTokens(line, FOREGROUND)).toEqual(line);
  });

  test('spaces between two spans of one colour join them; not when the spans set more than colour', () => {
    const string = 'color:var(--shiki-token-string)';
    expect(mergeLineTokens([span(string, "'a'"), text(' '), span(string, "'b'")], FOREGROUND)).toEqual([span(string, "'a' 'b'")]);
    const underlined = 'color:var(--shiki-token-link);text-decoration:underline';
    const line = [span(underlined, 'a'), text(' '), span(underlined, 'b')];
    expect(mergeLineTokens(line, FOREGROUND)).toEqual(line);
    expect(mergeLineTokens([span(string, 'a'), text(' = '), span(string, 'b')], FOREGROUND)).toHaveLength(3);
  });

  test('spans with a class or other attributes are left as they are', () => {
    const marked: ElementContent = { type: 'element', tagName: 'span', properties: { class: 'highlighted-word', style: FOREGROUND }, children: [text('x')] };
    expect(mergeLineTokens([span(FOREGROUND, 'a'), marked, span(FOREGROUND, 'b')], FOREGROUND)).toEqual([text('a'), marked, text('b')]);
  });

  test('without a foreground colour on the block, styled tokens stay spans', () => {
    expect(mergeLineTokens([span(FOREGROUND, 'a')], undefined)).toEqual([span(FOREGROUND, 'a')]);
  });
});

const TWOSLASH_SAMPLE = 'const a = 1;\nconst b = a + 1;\n';

describe('transformerMergeTokens', () => {
  const samples: Array<[lang: string, code: string]> = [
    ['ts', "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({\n  themeConfig: { darkMode: true, nav: [{ text: 'Guide', link: '/guide/' }] },\n});\n"],
    ['tsx', 'export function Demo({ title }: { title: string }) {\n  // A comment\n  return <div className="demo">{title.toUpperCase()}</div>;\n}\n'],
    ['css', ':root {\n  --rp-c-brand: #0095ff;\n}\n.rp-nav a:hover { color: var(--rp-c-brand); }\n'],
    ['bash', 'npm create rspress@latest my-site -- --template basic && cd my-site\n'],
  ];

  for (const [lang, code] of samples) {
    test(`${lang}: the same characters in the same styles, in fewer elements`, async () => {
      const before = await highlight(code, lang);
      const after = await highlight(code, lang, [transformerMergeTokens()]);
      expect(paintedCharacters(after)).toEqual(paintedCharacters(before));
      expect(elementCount(after)).toBeLessThan(elementCount(before));
      // Every line is still a `.line` span: line numbers and line highlights hang on them.
      expect(after.split('class="line"').length).toBe(before.split('class="line"').length);
    });
  }

  test('a Twoslash block keeps every token span', async () => {
    const markTwoslash: ShikiTransformer = {
      name: 'twoslash-like',
      preprocess() {
        (this.meta as { twoslash?: unknown }).twoslash = {};
      },
    };
    const code = TWOSLASH_SAMPLE;
    const plain = await highlight(code, 'ts', [markTwoslash]);
    expect(await highlight(code, 'ts', [markTwoslash, transformerMergeTokens()])).toBe(plain);
    const classed: ShikiTransformer = { name: 'twoslash-class', pre: (pre) => void (pre.properties.class = `${pre.properties.class} twoslash lsp`) };
    const classedPlain = await highlight(code, 'ts', [classed]);
    // Listed first, it still runs after the transformer that marks the block (`enforce: 'post'`).
    expect(await highlight(code, 'ts', [transformerMergeTokens(), classed])).toBe(classedPlain);
  });
});
