// The patch of @rspress/plugin-api-docgen (theme/README.md): the API tables are computed once per build, not once
// more for each environment that compiles the page using them, and again only when an entry file changes.
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

/** The plugin's virtual-module transform, as Rsbuild would register it for every environment. */
function captureTransform(builderPlugin: { setup: (api: unknown) => unknown }): Transform {
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

test('docgen runs once for the build and for its three environments, and again after an entry changes', async () => {
  const entry = path.join(root, 'Card.tsx');
  writeFileSync(entry, cardSource('The heading.'));
  // docgen announces every run with this line; counting it counts the runs.
  const info = rs.spyOn(logger, 'info');
  const runs = () => info.mock.calls.filter((call) => call.join(' ').includes('Start to generate API table')).length;

  const config: { lang: string; locales: { lang: string }[]; builderConfig?: { plugins?: { setup: (api: unknown) => unknown }[] } } = {
    lang: 'en',
    locales: [{ lang: 'en' }, { lang: 'zh' }],
  };
  // The plugin's dist reads `__dirname`, which the config loader provides in a build and Node's ESM scope does not.
  Object.assign(globalThis, { __dirname: root });
  const { pluginApiDocgen } = await import('@rspress/plugin-api-docgen');
  const plugin = pluginApiDocgen({ entries: { card: entry }, appDir: root });
  await plugin.beforeBuild?.(config as never, false);
  const transform = captureTransform(config.builderConfig!.plugins!.at(-1)!);
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
