// The languages Shiki loads before it highlights the first block, so that two builds of the same sources colour the
// same code the same way.
//
// Rspress highlights with @shikijs/rehype in lazy mode: a block's language is loaded when a block first names it.
// A grammar that embeds others only colours the embedded parts whose grammar is already loaded: a Markdown sample's
// front matter is YAML, its inline HTML is HTML, its fences name their own languages. Whether those were loaded
// depended on which page the process happened to compile first, so between two builds of the same commit the
// front matter of 13 pages' Markdown samples (26 HTML files) came out coloured in one and plain in the other.
// Loading up front every language a fence names (nested fences included) and every language those grammars embed
// makes the output depend on the sources alone.
import fs from 'node:fs';
import path from 'node:path';
import { type BundledLanguage, bundledLanguages } from 'shiki';

// Rspress's own preloads (node/mdx/rehypePlugins/shiki.js), which a `langs` option replaces.
const RSPRESS_DEFAULTS = ['tsx', 'ts', 'js'];
// A fence's info string at any depth: inside a list, a block quote or a longer fence.
const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm;

/** The languages the fences under `docsRoot` name, as Shiki knows them (ids or aliases). */
export function fenceLanguages(docsRoot: string): string[] {
  const found = new Set<string>();
  const files = fs.readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    for (const [, lang] of fs.readFileSync(path.join(docsRoot, file), 'utf8').matchAll(FENCE)) {
      if (lang.toLowerCase() in bundledLanguages) found.add(lang.toLowerCase());
    }
  }
  return [...found].sort();
}

/** Those languages, Rspress's preloads, and every language their grammars embed, for `markdown.shiki.langs`. */
export async function shikiLanguages(docsRoot: string): Promise<BundledLanguage[]> {
  const languages = new Set<string>([...RSPRESS_DEFAULTS, ...fenceLanguages(docsRoot)]);
  for (const lang of [...languages]) {
    const grammars = (await bundledLanguages[lang as BundledLanguage]()).default;
    for (const grammar of grammars) {
      for (const embedded of [...(grammar.embeddedLangs ?? []), ...(grammar.embeddedLangsLazy ?? [])]) {
        if (embedded in bundledLanguages) languages.add(embedded);
      }
    }
  }
  return [...languages].sort() as BundledLanguage[];
}
