// The playground and TypeDoc pages document plugins that cannot be installed here, so they are checked against
// committed copies of the options types from upstream's source (tests/fixtures/upstream-plugin-options/, with the
// commit in each header): an option the page or a sample names that the copy lacks, an option of the copy the page
// leaves out, or a type or default that differs fails. The stale-page fixture proves the check can fail.
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { checkPluginPage, type PluginUnderCheck, readOptionsCopy } from '../../scripts/lib/upstream-plugin-options';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIES = path.join(ROOT, 'tests/fixtures/upstream-plugin-options');

const PLUGINS: Record<string, PluginUnderCheck> = {
  playground: {
    functionName: 'pluginPlayground',
    optionsFile: path.join(COPIES, 'plugin-playground.d.ts'),
    interfaceName: 'PlaygroundOptions',
  },
  typedoc: {
    functionName: 'pluginTypeDoc',
    optionsFile: path.join(COPIES, 'plugin-typedoc.d.ts'),
    interfaceName: 'PluginTypeDocOptions',
  },
};

describe('plugin pages checked against upstream source', () => {
  test('the copies list the options with a type and a default each', () => {
    expect(readOptionsCopy(PLUGINS.playground.optionsFile, 'PlaygroundOptions').map(({ name }) => name)).toEqual([
      'render', 'include', 'defaultDirection', 'editorPosition', 'babelUrl', 'monacoLoader', 'monacoOptions', 'defaultRenderMode',
    ]);
    expect(readOptionsCopy(PLUGINS.typedoc.optionsFile, 'PluginTypeDocOptions')).toEqual([
      { name: 'entryPoints', type: 'string[]', defaultValue: '[]' },
      { name: 'outDir', type: 'string', defaultValue: "'api'" },
      { name: 'setup', type: '(app: Application) => Promise<Application> | Promise<void> | void', defaultValue: '() => {}' },
    ]);
  });

  for (const [page, plugin] of Object.entries(PLUGINS)) {
    for (const locale of ['en', 'zh']) {
      test(`${locale}/plugin/official-plugins/${page}.mdx documents exactly upstream's options`, () => {
        expect(checkPluginPage(path.join(ROOT, 'docs', locale, `plugin/official-plugins/${page}.mdx`), plugin)).toEqual([]);
      });
    }
  }

  test('a stale page fails: an unknown option, a missing one, a wrong type and default, and a sample key', () => {
    const file = path.join(COPIES, 'stale-typedoc-page.mdx');
    expect(checkPluginPage(file, PLUGINS.typedoc)).toEqual([
      `${file}:8: \`outDir\` has type \`string[]\` on the page, \`string\` upstream`,
      `${file}:8: the default of \`outDir\` should show \`'api'\`, the page says: \`'docs/api'\``,
      `${file}:13: documents \`typedocOptions\`, which upstream's PluginTypeDocOptions does not have`,
      `${file}: does not document \`setup\``,
      `${file}:23: a sample passes \`theme\` to pluginTypeDoc(), which upstream's PluginTypeDocOptions does not have`,
    ]);
  });
});
