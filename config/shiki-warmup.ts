// The first page edit of a dev session waited about half a second for Shiki. Rspress highlights code blocks with
// @shikijs/rehype, which shares one Shiki highlighter per process (`getSingletonHighlighter`) and loads each
// language, the Oniguruma engine and each grammar rule's scanner only when a code block first needs them. With the
// persistent cache, the dev server restores the pages it serves without compiling them, so nothing had highlighted
// any code before the first edit did. This plugin highlights one code block of each language the docs use, once the
// dev server's first compile is done and a language at a time, so that the edit finds the highlighter ready.
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { type BundledLanguage, createCssVariablesTheme, getSingletonHighlighter } from 'shiki';
import { scanMarkdown } from './markdown-scan';

/** Fences without a language, or with one Shiki renders as plain text: no grammar to load. */
const PLAIN = new Set(['', 'txt', 'text', 'plain', 'plaintext', 'ansi']);

/** The longest code block of each fence language under `docsRoot`: the one that reaches the most grammar rules. */
export function codeSamplesByLanguage(docsRoot: string): Map<string, string> {
  const samples = new Map<string, string>();
  const files = fs.readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    for (const { lang, code } of scanMarkdown(fs.readFileSync(path.join(docsRoot, file), 'utf8')).blocks) {
      if (PLAIN.has(lang)) continue;
      if (code.length > (samples.get(lang)?.length ?? -1)) samples.set(lang, code);
    }
  }
  return samples;
}

export async function warmUpShiki(docsRoot: string): Promise<void> {
  // The same theme Rspress registers (`css-variables`); the grammar work does not depend on it.
  const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });
  const highlighter = await getSingletonHighlighter({ themes: [theme], langs: [] });
  for (const [lang, code] of codeSamplesByLanguage(docsRoot)) {
    // One language per macrotask, so that requests and rebuilds in between are not held up for long.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await highlighter.loadLanguage(lang as BundledLanguage);
      highlighter.codeToTokensBase(code, { lang: lang as BundledLanguage, theme });
    } catch {
      // A fence language Shiki does not know: Rspress shows that block as plain text too.
    }
  }
}

export function pluginShikiWarmup(docsRoot: string): RspressPlugin {
  const afterFirstDevCompile: RsbuildPlugin = {
    name: 'shiki-warmup',
    setup(api) {
      api.onAfterDevCompile(({ isFirstCompile }) => {
        if (isFirstCompile) void warmUpShiki(docsRoot);
      });
    },
  };
  return { name: 'shiki-warmup', builderConfig: { plugins: [afterFirstDevCompile] } };
}
