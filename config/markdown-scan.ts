// What each line of an MD/MDX page is: frontmatter, MDX import/export, fenced code or prose. The dev server's Shiki
// warm-up (./shiki-warmup.ts) reads the code blocks with it, and every check of scripts/ reads prose and code through
// it, so both see a page the same way. Not run on its own.

/** What a line of an MD/MDX page is. */
export type LineKind = 'frontmatter' | 'esm' | 'fence' | 'code' | 'prose';

export interface CodeBlock {
  lang: string;
  /** The info string after the language, e.g. `title="rspress.config.ts" check=false`. */
  meta: string;
  code: string;
  /** 1-based line in the page of the block's first code line. */
  line: number;
}

export interface ScannedPage {
  lines: string[];
  kinds: LineKind[];
  blocks: CodeBlock[];
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/**
 * Splits a page into frontmatter, MDX import/export blocks, fenced code and prose, line by line.
 * A fence inside a longer fence (a Markdown sample showing a code block) is code of the outer block.
 */
export function scanMarkdown(source: string): ScannedPage {
  const lines = source.split('\n');
  const kinds: LineKind[] = [];
  const blocks: CodeBlock[] = [];
  let index = 0;

  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (; index <= end; index++) kinds.push('frontmatter');
    }
  }

  while (index < lines.length) {
    const line = lines[index];
    const open = OPENING_FENCE.exec(line);
    if (open) {
      const [, indent, fence, lang, meta] = open;
      const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      const start = index;
      kinds.push('fence');
      index++;
      const code: string[] = [];
      while (index < lines.length && !closing.test(lines[index])) {
        code.push(lines[index].startsWith(indent) ? lines[index].slice(indent.length) : lines[index].trimStart());
        kinds.push('code');
        index++;
      }
      if (index < lines.length) {
        kinds.push('fence');
        index++;
      }
      blocks.push({ lang: lang.toLowerCase(), meta: meta.trim(), code: code.join('\n'), line: start + 2 });
      continue;
    }
    // MDX ends an import/export block at the first blank line.
    if (/^(import|export)\s/.test(line)) {
      while (index < lines.length && lines[index].trim() !== '') {
        kinds.push('esm');
        index++;
      }
      continue;
    }
    kinds.push('prose');
    index++;
  }
  return { lines, kinds, blocks };
}
