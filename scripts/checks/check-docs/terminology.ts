// check:docs `terminology`: the prose and frontmatter values of docs/zh (not code, URLs, tags or keys) use none of the
// banned renderings of ./terminology.md. Write the term the message names; a wrong hit means the table needs a
// narrower pattern, not an exception in the page.
//
// Kept home-made: cspell's flagWords match whole words, and Chinese prose has no spaces between words; autocorrect's
// spellcheck fixes the spelling of Latin words. Neither can ban a Chinese rendering inside a sentence.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocFile } from './doc-files';
import { proseLines, quote } from './prose-lines';
import { displayPath, type CheckResult, type Finding } from './result';

export const TERMINOLOGY_TABLE = path.join(import.meta.dirname, 'terminology.md');

export interface BannedRendering {
  /** As written in the table: a literal, or `/regex/`. */
  written: string;
  pattern: RegExp;
}

export interface Term {
  english: string;
  chinese: string;
  banned: BannedRendering[];
  /** 1-based line of the row in the table. */
  line: number;
}

/** The cells of one Markdown table row; `\|` is a `|` inside a cell. */
function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parseBanned(cell: string, where: string): BannedRendering[] {
  if (cell === '—' || cell === '') return [];
  return cell.split(/(?<=`),\s*(?=`)/).map((item) => {
    const written = /^`(.+)`$/.exec(item.trim())?.[1];
    if (!written) throw new Error(`${where}: a banned rendering must be written in backticks, got ${JSON.stringify(item)}`);
    const regex = /^\/(.+)\/$/.exec(written)?.[1];
    try {
      return { written, pattern: new RegExp(regex ?? escapeRegExp(written), 'g') };
    } catch (error) {
      throw new Error(`${where}: ${JSON.stringify(written)} is not a valid regular expression: ${(error as Error).message}`);
    }
  });
}

/** Every row of the terminology table; a malformed row is an error that names the table's file and line. */
export function readTerminology(file = TERMINOLOGY_TABLE): Term[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*English\s*\|\s*Chinese\s*\|\s*Banned\s*\|/.test(line));
  if (header < 0) throw new Error(`${displayPath(file)}: no table with the columns | English | Chinese | Banned | English stays |`);
  const terms: Term[] = [];
  for (let i = header + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const where = `${displayPath(file)}:${i + 1}`;
    const cells = cellsOf(lines[i]);
    if (cells.length !== 4) throw new Error(`${where}: a row needs 4 cells (English, Chinese, Banned, English stays), got ${cells.length}`);
    terms.push({ english: cells[0], chinese: cells[1], banned: parseBanned(cells[2], where), line: i + 1 });
  }
  return terms;
}

/** Banned renderings of the table in the prose and frontmatter values of the Chinese pages; code is not read. */
export function checkTerminology(files: DocFile[], terms = readTerminology()): CheckResult {
  const pages = files.filter((doc) => doc.locale === 'zh');
  const failures: Finding[] = [];
  for (const doc of pages) {
    for (const line of proseLines(doc)) {
      for (const term of terms) {
        for (const banned of term.banned) {
          for (const match of line.prose.matchAll(banned.pattern)) {
            if (match[0] === '') continue;
            failures.push({
              file: doc.display,
              line: line.line,
              message: `"${quote(line, match.index, match[0].length)}" for "${term.english}": write ${term.chinese} (scripts/checks/check-docs/terminology.md:${term.line})`,
            });
          }
        }
      }
    }
  }
  const banned = terms.reduce((sum, term) => sum + term.banned.length, 0);
  return {
    name: 'terminology',
    summary: `${pages.length} Chinese pages checked against ${terms.length} terms (${banned} banned renderings) of scripts/checks/check-docs/terminology.md`,
    failures,
    warnings: [],
  };
}
