// The rows of the migration guide's tables as the inline code of each cell, so that a check can ask "does a
// row name `Tabs` in its first cell and `values` in its second?". Fenced code is not read: a table in a
// sample is not the guide's table.
import { codeSpans } from './doc-sections';
import { scanMarkdown } from '../../config/markdown-scan';
import { keepLines } from './markdown';

/** A cell split on `|` but not on `\|`, which Markdown tables use for a pipe inside a cell. */
const CELL_BORDER = /(?<!\\)\|/;
const DELIMITER_ROW = /^\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/;

/** Each table row of the page as the code spans of its cells, header rows included. */
export function tableRows(source: string): string[][][] {
  return keepLines(scanMarkdown(source), ['prose'])
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !DELIMITER_ROW.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split(CELL_BORDER)
        .map((cell) => codeSpans(cell).map((code) => code.replace(/\\\|/g, '|'))),
    );
}
