// The patch of @rspress/plugin-api-docgen (theme/README.md): the API tables are computed once per build, not once
// more for each environment that compiles the page using them, and again only when an entry file changes; and the
// search index gets a table's text in the section that shows it, instead of the page's raw source.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { logger } from '@rspress/core';

const root = mkdtempSync(path.join(tmpdir(), 'api-docgen-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A component whose one prop carries `description` as its doc comment. */
const cardSource = (description: string) =>
  `export interface CardProps {\n  /** ${description} */\n  title: string;\n}\nexport function Card(props: CardProps) {\n  return props.title;\n}\n`;

type Transform = (context: { addDependency: (file: string) => void }) => Promise<string>;
type BuilderPlugin = { setup: (api: unknown) => unknown };
interface SearchPage {
  lang: string;
  _filepath: string;
  content: string;
  _flattenContent: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

/** The plugin's virtual-module transform, as Rsbuild would register it for every environment. */
function captureTransform(builderPlugin: BuilderPlugin): Transform {
  let transform: Transform | undefined;
  builderPlugin.setup({
    context: { rootPath: root },
    modifyBundlerChain: () => {},
    transform: (_options: unknown, handler: Transform) => {
      transform = handler;
    },
  });
  if (!transform) throw new Error('@rspress/plugin-api-docgen registered no transform: has its shape changed?');
  return transform;
}

/** The plugin for one `card` entry, after its `beforeBuild` has run docgen as a build would. */
async function pluginAfterBeforeBuild(entry: string) {
  const config: { lang: string; locales: { lang: string }[]; builderConfig?: { plugins?: BuilderPlugin[] } } = {
    lang: 'en',
    locales: [{ lang: 'en' }, { lang: 'zh' }],
  };
  // The plugin's dist reads `__dirname`, which the config loader provides in a build and Node's ESM scope does not.
  Object.assign(globalThis, { __dirname: root });
  const { pluginApiDocgen } = await import('@rspress/plugin-api-docgen');
  const plugin = pluginApiDocgen({ entries: { card: entry }, appDir: root });
  await plugin.beforeBuild?.(config as never, false);
  return {
    transform: captureTransform(config.builderConfig!.plugins!.at(-1)!),
    modifySearchIndexData: (pages: SearchPage[]) => plugin.modifySearchIndexData?.(pages as never, true),
  };
}

test('docgen runs once for the build and for its three environments, and again after an entry changes', async () => {
  const entry = path.join(root, 'Card.tsx');
  writeFileSync(entry, cardSource('The heading.'));
  // docgen announces every run with this line; counting it counts the runs.
  const info = rs.spyOn(logger, 'info');
  const runs = () => info.mock.calls.filter((call) => call.join(' ').includes('Start to generate API table')).length;

  const { transform } = await pluginAfterBeforeBuild(entry);
  expect(runs()).toBe(1);

  const dependencies: string[] = [];
  const modules = [];
  for (let environment = 0; environment < 3; environment++) {
    modules.push(await transform({ addDependency: (file) => dependencies.push(file) }));
  }
  expect(runs()).toBe(1);
  expect(modules[2]).toContain('The heading.');
  expect(dependencies).toContain(entry);

  const later = new Date(Date.now() + 5_000);
  writeFileSync(entry, cardSource('The card heading.'));
  utimesSync(entry, later, later);
  const rebuilt = await transform({ addDependency: () => {} });
  expect(runs()).toBe(2);
  expect(rebuilt).toContain('The card heading.');
  info.mockRestore();
});

test('the search index gets the table in the section that shows it, and no API component from a code sample', async () => {
  const entry = path.join(root, 'SearchCard.tsx');
  writeFileSync(entry, cardSource('Shown as the heading of the card.'));
  const { modifySearchIndexData } = await pluginAfterBeforeBuild(entry);
  const warn = rs.spyOn(logger, 'warn');

  // A page the way Rspress hands it to the hook: `_flattenContent` is the file without frontmatter, `content`
  // the text it indexes (no JSX, code blocks kept), each heading's charIndex where its text starts in `content`.
  const source = [
    '# Card',
    '',
    'Write `<API moduleName="missing" />` in a page:',
    '',
    '```mdx',
    '<API moduleName="card" />',
    '```',
    '',
    '## Props',
    '',
    '<API moduleName="card" />',
    '',
    '## Pitfalls',
    '',
    'Keep the name in quotes.',
  ].join('\n');
  const content = [
    'Write <API moduleName="missing" /> in a page:',
    '\n<API moduleName="card" />\n',
    'Props',
    'Pitfalls',
    'Keep the name in quotes.',
  ].join('\n\n');
  const file = path.join(root, 'card.mdx');
  writeFileSync(file, `---\ntitle: Card\n---\n\n${source}\n`);
  const page: SearchPage = {
    lang: 'en',
    _filepath: file,
    content,
    _flattenContent: source,
    toc: [
      { id: 'props', text: 'Props', depth: 2, charIndex: content.indexOf('Props') },
      { id: 'pitfalls', text: 'Pitfalls', depth: 2, charIndex: content.indexOf('Pitfalls') },
    ],
  };
  await modifySearchIndexData([page]);

  const [props, pitfalls] = page.toc;
  expect(page.content.startsWith('Write <API moduleName="missing" />')).toBe(true);
  expect(page.content).toContain('\n<API moduleName="card" />\n');
  const propsSection = page.content.slice(props.charIndex, pitfalls.charIndex);
  expect(propsSection.startsWith('Props')).toBe(true);
  expect(propsSection).toContain('title\tShown as the heading of the card.\tstring (Required)');
  expect(propsSection).not.toMatch(/\||\*\*|:---/);
  expect(page.content.slice(pitfalls.charIndex)).toBe('Pitfalls\n\nKeep the name in quotes.');
  // The component inside inline code and the one in the code sample are not looked up.
  expect(warn.mock.calls.flat().join(' ')).not.toContain('missing');
  warn.mockRestore();
});
