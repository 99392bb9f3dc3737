import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { checkCliCommands } from '../../scripts/checks/check-docs/cli-commands';
import { checkContainerTitles } from '../../scripts/checks/check-docs/container-titles';
import { type DocFile, readDocFiles } from '../../scripts/checks/check-docs/doc-files';
import { checkHeadings } from '../../scripts/checks/check-docs/headings';
import { withMdxCommentsAsHtml } from '../../scripts/checks/check-docs/markdownlint';
import { withHeadingIds } from '../../scripts/generators/add-heading-ids';
import { headingIds } from '../../scripts/checks/check-docs/heading-ids';
import { frontmatterProblems } from '../../scripts/checks/check-docs/frontmatter';
import { codeDifference } from '../../scripts/checks/check-docs/localized-code';
import { checkParity, normaliseLink, withoutCommentText } from '../../scripts/checks/check-docs/parity';
import { checkPunctuation } from '../../scripts/checks/check-docs/punctuation';
import type { CheckResult } from '../../scripts/checks/check-docs/result';
import { checkSamples } from '../../scripts/checks/check-docs/samples';
import { checkQuotedSiteFiles } from '../../scripts/checks/check-docs/site-files';
import { checkSpelling } from '../../scripts/checks/check-docs/spelling';
import { checkTerminology, readTerminology } from '../../scripts/checks/check-docs/terminology';
import { checkTypography } from '../../scripts/checks/check-docs/typography';
import { checkUiTexts, readUiTexts } from '../../scripts/checks/check-docs/ui-texts';
import { scanMarkdown } from '../../config/markdown-scan';
import { maskInlineCode } from '../../scripts/lib/markdown';

// Each fixture page pair carries known defects at known lines.
const FIXTURES = path.resolve(__dirname, '../fixtures/check-docs');
const AT = 'tests/fixtures/check-docs';
const files = readDocFiles(FIXTURES);
const reported = (result: CheckResult) => result.failures.map(({ file, line, message }) => `${file}:${line} ${message}`);
/** A page of one locale made from `source`, reported as `file`. */
const docFile = (locale: 'en' | 'zh', source: string, file = 'x.mdx'): DocFile => ({
  locale,
  file,
  absolutePath: `/${file}`,
  display: file,
  source,
  page: scanMarkdown(source),
});

describe('check:docs code samples', () => {
  const samples = checkSamples(files);

  test('a block that does not compile is reported at the page line of the error, with the compiler message', () => {
    expect(reported(samples)).toEqual([
      expect.stringMatching(new RegExp(`^${AT}/en/guide/samples\\.mdx:27 TS2769: .*Type 'number' is not assignable to type 'string'`)),
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/samples\\.mdx:27 TS2769: `)),
    ]);
  });

  test('blocks that compile report nothing, and blocks with check=false are skipped and counted', () => {
    expect(samples.summary).toContain('8 ts/tsx/js/jsx blocks');
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
    expect(result.summary).toContain('6 rspress invocations');
  });
});

describe('check:docs English/Chinese parity', () => {
  const parity = checkParity(files);

  test('a heading added in one locale only is reported for the page pair', () => {
    expect(reported(parity)).toContainEqual(
      expect.stringMatching(new RegExp(`^${AT}/en/guide/structure\\.mdx:.* headings differ from ${AT}/zh/guide/structure\\.mdx: en has 2, zh has 3`)),
    );
  });

  test('a Chinese heading without {#id}, or with an id other than its English heading\'s, is reported with the id to write', () => {
    expect(reported(parity).filter((line) => line.includes('heading'))).toEqual([
      `${AT}/zh/guide/chinese.mdx:25 heading id {#preview} should be {#preview-the-build} (the id of ${AT}/en/guide/chinese.mdx:25)`,
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/chinese\\.mdx:35 heading has no \\{#id\\}: add \\{#config\\}`)),
      expect.stringMatching(new RegExp(`^${AT}/en/guide/structure\\.mdx:.* headings differ`)),
    ]);
  });

  test('translated comments (bash, txt, tsx), a translated container title and Markdown text, and JSX text pass; a changed YAML key fails', () => {
    expect(reported(parity).filter((line) => line.includes('code blocks'))).toEqual([
      `${AT}/en/guide/chinese.mdx:47 code blocks differ from ${AT}/zh/guide/chinese.mdx: en has 5, zh has 5; first difference: code of "yaml " (line 47) differs beyond comments and translated strings at line 48: en "title: My site", zh "name: 我的站点" (line 48)`,
    ]);
  });

  test('a translated string must contain Chinese, and code around strings must stay', () => {
    const block = (code: string, lang = 'ts') => ({ lang, meta: '', code, line: 1 });
    expect(codeDifference(block("const label = 'Copy';"), block("const label = '复制';"))).toBeUndefined();
    expect(codeDifference(block("const label = 'Copy';"), block("const label = 'Kopieren';"))).toBeDefined();
    expect(codeDifference(block("const label = 'Copy';"), block("const text = '复制';"))).toBeDefined();
    expect(codeDifference(block('<Badge text="New" />\nSee [the guide](/guide).', 'mdx'), block('<Badge text="新" />\n参见[指南](/guide)。', 'mdx'))).toBeUndefined();
    expect(codeDifference(block('See [the guide](/guide).', 'mdx'), block('参见[指南](/api)。', 'mdx'))).toBeDefined();
    expect(codeDifference(block('hero:\n  name: Rspress\n  text: Fast docs', 'yaml'), block('hero:\n  name: Rspress\n  text: 快速构建文档', 'yaml'))).toBeUndefined();
    expect(codeDifference(block("  Clicked {count} {count === 1 ? 'time' : 'times'}", 'tsx'), block("  已点击 {count} {count === 1 ? '次' : '次'}", 'tsx'))).toBeUndefined();
    expect(codeDifference(block("  Clicked {count} {count === 1 ? 'time' : 'times'}", 'tsx'), block("  已点击 {total} {count === 1 ? '次' : '次'}", 'tsx'))).toBeDefined();
    // JSX text that ends after an expression: the translation ends in 。, which is all that piece holds.
    expect(codeDifference(block('  Read the {version} docs.', 'tsx'), block('  你正在阅读 {version} 版本的文档。', 'tsx'))).toBeUndefined();
    expect(codeDifference(block('  Read the {version} docs.', 'tsx'), block('  你正在阅读 {version}.', 'tsx'))).toBeDefined();
    expect(codeDifference(block('docs/  # pages', 'txt'), block('docs/  # 页面', 'txt'))).toBeUndefined();
    expect(codeDifference(block('Build finished', 'txt'), block('构建完成', 'txt'))).toBeDefined();
  });

  test('heading ids are the slugs Rspress writes: Markdown and JSX dropped, punctuation dropped, repeats numbered', () => {
    const page = scanMarkdown('# `useDark` hook\n\n## What <Badge text="new" /> [links](/x) do?\n\n## Example\n\n## Example\n\n## 中文 {#own}\n\n## Example');
    expect(headingIds(page).map(({ id }) => id)).toEqual(['usedark-hook', 'what--links-do', 'example', 'example-1', 'own', 'example-2']);
  });

  test('add-heading-ids writes the English ids, fixes a wrong one, and changes nothing the second time', () => {
    const en = '# Guide\n\n## Dark mode\n\n```md\n## Not a heading\n```\n\n## Pitfalls ##\n';
    const zh = '# 指南\n\n## 深色模式 {#dark}\n\n```md\n## 不是标题\n```\n\n## 注意事项 ##\n';
    const first = withHeadingIds(en, zh);
    expect(first).toEqual({ source: '# 指南 {#guide}\n\n## 深色模式 {#dark-mode}\n\n```md\n## 不是标题\n```\n\n## 注意事项 {#pitfalls}\n', changed: 3 });
    expect(withHeadingIds(en, 'source' in first ? first.source : '')).toMatchObject({ changed: 0 });
    expect(withHeadingIds(en, '# 指南\n')).toEqual({ error: expect.stringContaining('differ from the English page') });
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

describe('check:docs Chinese terminology and punctuation', () => {
  test('a banned rendering and a serve calque in prose are reported with the word to use; the same word in inline code or a code block is not', () => {
    expect(reported(checkTerminology(files))).toEqual([
      `${AT}/zh/guide/chinese.mdx:15 "暗色" for "dark mode / dark": write 深色模式 / 深色 (scripts/checks/check-docs/terminology.md:21)`,
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/chinese\\.mdx:27 "在 \`http://localhost:4173\` 上提供" for "serve .*: write 托管`)),
      expect.stringMatching(new RegExp(`^${AT}/zh/guide/chinese\\.mdx:27 "提供 \`doc_build/\` 的内容" for "serve .*: write 托管`)),
    ]);
  });

  test('every row of the terminology table parses; a bad regular expression names the table line', () => {
    const terms = readTerminology();
    expect(terms.find((term) => term.english.startsWith('Pitfalls'))).toMatchObject({ chinese: '注意事项' });
    expect(terms.every((term) => term.chinese !== '')).toBe(true);
    expect(() => readTerminology(path.resolve(__dirname, '../fixtures/check-docs-terminology/bad-regex.md'))).toThrow(
      /bad-regex\.md:6: "\/\(亮色\/" is not a valid regular expression/,
    );
  });

  test('a space after full-width punctuation, also after a bold lead-in, and corner quotes are reported', () => {
    expect(reported(checkPunctuation(files))).toEqual([
      `${AT}/zh/guide/chinese.mdx:44 space after full-width punctuation in "。** ": remove it ("。**")`,
      `${AT}/zh/guide/chinese.mdx:45 "「": write “” for quotes (‘’ inside them)`,
      `${AT}/zh/guide/chinese.mdx:45 "」": write “” for quotes (‘’ inside them)`,
    ]);
  });

  test('straight quotes around Chinese text fail, in JSX attributes and before a table pipe they do not', () => {
    const source = '# 标题\n\n点击 "复制" 按钮，  然后粘贴。\n\n<Tab label="中文" />\n\n| 列 | 说明。 |';
    expect(reported(checkPunctuation([docFile('zh', source)]))).toEqual([
      'x.mdx:3 space after full-width punctuation in "，  ": remove it ("，")',
      'x.mdx:3 straight quotes around Chinese text in "复制": write “复制”',
    ]);
  });
});

describe('check:docs Chinese punctuation rules of tables, percentages and ellipses', () => {
  const check = (source: string) => {
    return reported(checkPunctuation([docFile('zh', source)]));
  };

  test('a list in a table cell separated with ， fails; a cell of clauses or a noun with a remark does not', () => {
    expect(check('| 变量 | 用途 |\n| --- | --- |\n| `--a` | 浅色模式下的链接颜色，页面标签页，编辑链接，404 页面。 |\n| `--b` | 搜索结果的详情文字，404 页面的分隔线。 |')).toEqual([
      'x.mdx:3 a list in a table cell separated with ，: separate its items with 、 ("浅色模式下的链接颜色，页面标签页，编辑链接，404 页面。")',
      'x.mdx:4 a list in a table cell separated with ，: separate its items with 、 ("搜索结果的详情文字，404 页面的分隔线。")',
    ]);
    expect(check('| a | b | c |\n| --- | --- | --- |\n| 已声明，但默认主题未使用。 | 钩子，私有 | 导航栏、侧边栏、大纲 |')).toEqual([]);
  });

  test('a space before % and a single … fail; 30% and …… pass', () => {
    expect(check('按 30 % 混合，正在加载…')).toEqual([
      'x.mdx:1 "30 %": no space before % in Chinese (30%)',
      'x.mdx:1 "…": write the Chinese ellipsis ……',
    ]);
    expect(check('按 30% 混合，正在加载……')).toEqual([]);
  });
});

describe('check:docs titles of Chinese containers', () => {
  test('an untitled container, alert or Callout on a Chinese page fails, at its line', () => {
    const source = [':::warning', '正文。', ':::', '', '> [!TIP]', '> 正文。', '', '<Callout type="info">正文。</Callout>'].join('\n');
    expect(reported(checkContainerTitles([docFile('zh', source)]))).toEqual([
      'x.mdx:1 this container has no title, so Rspress shows the English "Warning" over Chinese text: give it a Chinese title',
      'x.mdx:5 this alert has no title, so Rspress shows the English "TIP" over Chinese text: use `:::tip 标题` instead',
      'x.mdx:8 this <Callout> has no title, so Rspress shows the English "Info" over Chinese text: give it a Chinese title',
    ]);
  });

  test('titled ones, code samples, English pages and the page about default titles pass', () => {
    const titled = [':::warning 注意', ':::', ':::tip{title="提示"}', ':::', '<Callout type="info" title="说明">正文</Callout>', '', '```md', ':::tip', ':::', '```', '', '写成 `<Callout type="tip">` 时没有标题。'].join('\n');
    expect(reported(checkContainerTitles([docFile('zh', titled), docFile('en', ':::tip\nText.\n:::'), docFile('zh', ':::tip\n正文。\n:::', 'guide/use-mdx/container.mdx')]))).toEqual([]);
  });
});

describe('check:docs Chinese interface texts', () => {
  const FIXTURE = path.resolve(__dirname, '../fixtures/check-docs-ui');

  test('a bad text in i18n.json, in JSX or in a template of the theme, or in config/ fails at its line', () => {
    expect(reported(checkUiTexts(readUiTexts(FIXTURE)))).toEqual([
      'tests/fixtures/check-docs-ui/theme/Notice.tsx:4 "共x条结果" should read "共 x 条结果"',
      'tests/fixtures/check-docs-ui/theme/Notice.tsx:5 "暗黑" for "dark mode / dark": write 深色模式 / 深色 (scripts/checks/check-docs/terminology.md:21)',
      'tests/fixtures/check-docs-ui/i18n.json:4 straight quotes in a Chinese sentence in "果 "{query}"": write “” and no space around them',
      'tests/fixtures/check-docs-ui/i18n.json:4 half-width "." after a quote in a Chinese sentence: write the full-width mark (。，；：！？)',
      'tests/fixtures/check-docs-ui/i18n.json:8 "…": write the Chinese ellipsis ……',
      'tests/fixtures/check-docs-ui/config/labels.ts:1 "30 %": no space before % in Chinese (30%)',
    ]);
  });

  test('the search vocabulary, comments and texts i18n.json replaces are not read; Rspress’s other defaults are', () => {
    const texts = readUiTexts(FIXTURE);
    expect(texts.filter((text) => text.file.includes('reader-words') || text.text.includes('comment'))).toEqual([]);
    const defaults = texts.filter((text) => text.file.endsWith('DEFAULT_I18N_TEXT.js')).map((text) => text.text);
    expect(defaults).toContain('回到顶部');
    expect(defaults).not.toContain('目录');
  });
});

describe('check:docs markdownlint input', () => {
  test('MDX comments reach markdownlint as HTML comments, on the same lines; comments shown as code stay', () => {
    const source = '{/* Shared by *two* pages. */}\n\nWrite `{/* note */}` in MDX.\n\n```mdx\n{/* kept */}\n```';
    expect(withMdxCommentsAsHtml(docFile('en', source))).toBe('<!-- Shared by *two* pages. -->\n\nWrite `{/* note */}` in MDX.\n\n```mdx\n{/* kept */}\n```');
  });
});

describe('frontmatter check', () => {
  test('a value YAML cannot read, a wrong pageType or a date that is not one fails at its line; a valid page passes', () => {
    expect(frontmatterProblems('---\ntitle: TypeDoc\ndescription: @rspress/plugin-typedoc 的参考\n---\n# TypeDoc\n')).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringContaining('not valid YAML') }),
    ]);
    expect(frontmatterProblems('---\ntitle: Home\npageType: landing\n---\n')[0]).toEqual({ line: 3, message: expect.stringContaining('`pageType` must be one of') });
    expect(frontmatterProblems('---\ntitle: RSS\ndate: next week\n---\n')[0]).toEqual({ line: 3, message: expect.stringContaining('`date` is not a date') });
    expect(frontmatterProblems('---\ntitle: 42\n---\n')[0]?.message).toContain('`title` must be a string');
    expect(frontmatterProblems('---\ntitle: TypeDoc\ndescription: "@rspress/plugin-typedoc"\ndate: 2026-11-22\npageType: doc\n---\n')).toEqual([]);
  });

  test('a description that search results would cut, or one too short to say anything, names its length and line', () => {
    const page = (description: string) => `---\ntitle: Deploy\ndescription: ${description}\n---\n# Deploy\n`;
    expect(frontmatterProblems(page('x'.repeat(161)), 'en')).toEqual([{ line: 3, message: expect.stringContaining('has 161 characters') }]);
    expect(frontmatterProblems(page('Deploy.'), 'en')[0]?.message).toContain('50 to 160');
    expect(frontmatterProblems(page('部'.repeat(81)), 'zh')[0]?.message).toContain('has 81 characters');
    expect(frontmatterProblems(page('x'.repeat(160)), 'en')).toEqual([]);
    expect(frontmatterProblems(page('部'.repeat(80)), 'zh')).toEqual([]);
    expect(frontmatterProblems('---\ntitle: Deploy\n---\n', 'en')).toEqual([]);
  });
});

describe("check:docs samples of this site's navigation files", () => {
  const page = (intro: string, json: string): DocFile => {
    const source = `# Navbar\n\n${intro}\n\n\`\`\`json title="docs/en/_nav.json"\n${json}\n\`\`\`\n`;
    return docFile('en', source, 'nav.mdx');
  };
  const realNav = readFileSync(path.resolve(__dirname, '../../docs/en/_nav.json'), 'utf8');
  const edited = JSON.stringify([{ text: 'Guide', link: '/guide/' }], null, 2);

  test("a block introduced as this site's _nav.json must equal the file; other formatting of the same JSON passes", () => {
    expect(reported(checkQuotedSiteFiles([page("This is this site's navbar:", edited)]))).toEqual([
      expect.stringMatching(/^nav\.mdx:5 the block is introduced as this site's docs\/en\/_nav\.json, but it differs/),
    ]);
    expect(checkQuotedSiteFiles([page('本站的导航栏如下：', JSON.stringify(JSON.parse(realNav)))]).failures).toEqual([]);
  });

  test('an example that does not claim to be this site\'s file is not compared', () => {
    const result = checkQuotedSiteFiles([page('Put a `_nav.json` file at the root of your docs folder:', edited)]);
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^0 code block/);
  });
});
