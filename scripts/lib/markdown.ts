// What the checks read from a scanned page (config/markdown-scan.ts): prose lines, inline code masked, headings.
// Not run on its own.
import type { LineKind, ScannedPage } from '../../config/markdown-scan';

/** The page with every line that is not of the given kinds blanked, so line numbers stay true. */
export function keepLines(page: ScannedPage, keep: LineKind[]): string {
  return page.lines.map((line, i) => (keep.includes(page.kinds[i]) ? line : '')).join('\n');
}

/**
 * Inline code spans blanked with spaces, so columns stay true and code is not read as prose. A span is a run of
 * backticks, the shortest text that ends in something else, and a closing run of the same length (CommonMark).
 */
export function maskInlineCode(line: string): string {
  return line.replace(/(?<!`)(`+)(?!`).*?[^`]\1(?!`)/g, (span) => ' '.repeat(span.length));
}

export interface Heading {
  depth: number;
  text: string;
  line: number;
}

export function headingsOf(page: ScannedPage): Heading[] {
  return page.lines.flatMap((line, i): Heading[] => {
    if (page.kinds[i] !== 'prose') return [];
    const match = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    return match ? [{ depth: match[1].length, text: match[2], line: i + 1 }] : [];
  });
}
