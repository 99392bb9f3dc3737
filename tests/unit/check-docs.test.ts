import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { checkCliCommands } from '../../scripts/check-docs/cli-commands';
import { readDocFiles } from '../../scripts/check-docs/doc-files';
import { checkHeadings } from '../../scripts/check-docs/headings';
import { withMdxCommentsAsHtml } from '../../scripts/check-docs/markdownlint';
import { checkParity, normaliseLink, withoutCommentText } from '../../scripts/check-docs/parity';
import type { CheckResult } from '../../scripts/check-docs/result';
import { checkSamples } from '../../scripts/check-docs/samples';
import { checkSpelling } from '../../scripts/check-docs/spelling';
import { checkTypography } from '../../scripts/check-docs/typography';
import { maskInlineCode, scanMarkdown } from '../../scripts/lib/markdown';

// Each fixture page pair carries known defects at known lines.
const FIXTURES = path.resolve(__dirname, '../fixtures/check-docs');
const AT = 'tests/fixtures/check-docs';
const files = readDocFiles(FIXTURES);
const reported = (result: CheckResult) => result.failures.map(({ file, line, message }) => `${file}:${line} ${message}`);

describe('check:docs code samples', () => {
  const samples = checkSamples(files);

  test('a block that does not compile is reported at the page line of the error, with the compiler message', () => {
    expect(reported(samples)).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/en/guide/samples\\.mdx:27 TS2769: .*Type 'number' is not assignable to type 'string'`)),
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/samples\\.mdx:27 TS2769: `)),
    ]);
  });

  test('blocks that compile report nothing, and blocks with check=false are skipped and counted', () => {
    expect(samples.summary).toContain('6 ts/tsx/js/jsx blocks');
    expect(samples.summary).toContain('2 opted out with check=false');
  });
});

describe('check:docs rspress commands', () => {
  test('an unknown flag is reported at its line; a known command and flag are not', async () => {
    const result = await checkCliCommands(files);
    expect(reported(result)).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/en/guide/samples\\.mdx:40 .*unknown flag "--out-dir" for rspress build`)),
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/samples\\.mdx:40 .*unknown flag "--out-dir"`)),
    ]);
    expect(result.summary).toContain('4 rspress invocations');
  });
});

describe('check:docs English/Chinese parity', () => {
  const parity = checkParity(files);

  test('a heading added in one locale only is reported for the page pair', () => {
    expect(reported(parity)).toEqual([
      expect.stringMatching(
        new RegExp(`^${AT}/en/guide/structure\\.mdx:.* headings differ from ${AT}/zh/guide/structure\\.mdx: en has 2, zh has 3`),
      ),
    ]);
  });

  test('HTML in inline code is code, also right after a one-character span: a table cell in English and Chinese', () => {
    const en = '| `icon` | `string \\| FC` | A path (`/`, `./`, `https://`) becomes an `<img>`; `<svg` text is HTML. |';
    const zh = '| `icon` | `string \\| FC` | 路径（`/`、`./`、`https://`）渲染为 `<img>`；`<svg` 开头的文字按 HTML 插入。 |';
    for (const line of [en, zh]) {
      const masked = maskInlineCode(line);
      expect(masked).toHaveLength(line.length);
      expect(masked).not.toMatch(/[`<]/);
    }
    expect(maskInlineCode('Use `` `code` `` and ``a`b``.')).toBe(`Use ${' '.repeat(12)} and ${' '.repeat(7)}.`);
  });

  test('translated comments, the /zh prefix of raw links and .en/.zh pictures are not differences', () => {
    expect(withoutCommentText("// The site title.\nconst a = 'https://x.dev';", 'ts')).toBe(withoutCommentText("// 站点标题。\nconst a = 'https://x.dev';", 'ts'));
    expect(normaliseLink('/zh/guide/routes', 'zh')).toBe(normaliseLink('/guide/routes', 'en'));
    expect(normaliseLink('/diagrams/routes.zh.svg', 'zh')).toBe(normaliseLink('/diagrams/routes.en.svg', 'en'));
  });
});

describe('check:docs prose', () => {
  test('a misspelled word is reported in English pages and in code blocks of Chinese pages; listed product names are not', async () => {
    const result = await checkSpelling(FIXTURES);
    expect(reported(result)).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/en/guide/prose\\.mdx:8 unknown word "recieve"`)),
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/samples\\.mdx:15 unknown word "titel"`)),
    ]);
  });

  test('a missing space between Chinese and Latin text is reported with the correction', () => {
    expect(reported(checkTypography(files))).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/prose\\.mdx:12 .*should read "使用 Rspress 构建站点时`)),
    ]);
  });

  test('a Title Case heading is reported; sentence case with proper nouns passes', () => {
    expect(reported(checkHeadings(files))).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/en/guide/prose\\.mdx:10 "Line Highlighting": use sentence case: "Highlighting"`)),
    ]);
  });
});

describe('check:docs markdownlint input', () => {
  test('MDX comments reach markdownlint as HTML comments, on the same lines; comments shown as code stay', () => {
    const source = '{/* Shared by *two* pages. */}\n\nWrite `{/* note */}` in MDX.\n\n```mdx\n{/* kept */}\n```';
    const doc = { locale: 'en' as const, file: 'x.mdx', absolutePath: '/x.mdx', display: 'x.mdx', source, page: scanMarkdown(source) };
    expect(withMdxCommentsAsHtml(doc)).toBe('<!-- Shared by *two* pages. -->\n\nWrite `{/* note */}` in MDX.\n\n```mdx\n{/* kept */}\n```');
  });
});
