import type { DocFile } from './doc-files';

/** Stands in for every character that is not prose, so columns stay true and no prose rule can match across it. */
export const MASK = '\uE000';

const mask = (text: string) => MASK.repeat(text.length);

/** Masks what is not prose in one Markdown line: inline code, MDX comments, HTML/JSX tags, link and picture targets, bare URLs, heading ids. */
export function maskNonProse(line: string): string {
  return line
    .replace(/(?<!`)(`+)(?!`).*?[^`]\1(?!`)/g, mask)
    .replace(/\{\/\*.*?\*\/\}/g, mask)
    .replace(/<\/?[A-Za-z][^>]*>/g, mask)
    .replace(/(\]\()([^)]*)(\))/g, (_, open: string, target: string, close: string) => open + mask(target) + close)
    .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/, (_, label: string, target: string) => label + mask(target))
    .replace(/https?:\/\/[^\s)>\]]+/g, mask)
    .replace(/\s*\{#[^}]*\}\s*$/, mask);
}

export interface ProseLine {
  /** 1-based line in the page. */
  line: number;
  /** The line as written, to quote in a message. */
  text: string;
  /** The line with everything that is not prose masked (see `maskNonProse`); frontmatter keys are masked too. */
  prose: string;
  kind: 'prose' | 'frontmatter';
}

/** The lines of a page a reader reads as text: prose, and the values of the frontmatter (a title, a description). */
export function proseLines(doc: DocFile): ProseLine[] {
  return doc.page.lines.flatMap((text, i): ProseLine[] => {
    const kind = doc.page.kinds[i];
    if (kind === 'prose') return [{ line: i + 1, text, prose: maskNonProse(text), kind }];
    if (kind !== 'frontmatter' || text === '---') return [];
    const prose = maskNonProse(text).replace(/^(\s*(?:-\s+)?[\w$-]+:)/, mask);
    return [{ line: i + 1, text, prose, kind }];
  });
}

/** The text of a line at the columns of a match, unmasked, to quote in a message. */
export function quote(line: ProseLine, index: number, length: number): string {
  return line.text.slice(index, index + length);
}
