// check:docs `frontmatter`: each page's frontmatter is valid YAML; title, description and titleSuffix are strings,
// pageType is one Rspress knows and date is a date. Quote a value that starts with a YAML indicator (@, *, &, -).
// The description is the page's meta description, the snippet under its title in search results: search engines cut
// it at about 160 characters, and a Chinese character takes about twice the width of a Latin one.
import { parseDocument } from 'yaml';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', '404', 'blank'];
const STRING_KEYS = ['title', 'description', 'titleSuffix'];

/** The description's length in characters (as JavaScript counts them), per locale: long enough to say something. */
export const DESCRIPTION_LENGTH: Record<DocFile['locale'], { min: number; max: number }> = {
  en: { min: 50, max: 160 },
  zh: { min: 25, max: 80 },
};

/**
 * What is wrong with one page's frontmatter, if anything. Rspress reads a frontmatter that is not valid YAML as page
 * text without a word, so the page loses its title, description and feed date; this names the file and the line.
 * With a locale, the description's length is checked too.
 */
export function frontmatterProblems(source: string, locale?: DocFile['locale']): { line: number; message: string }[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return [];
  const lineOf = (offset: number) => 2 + match[1].slice(0, offset).split('\n').length - 1;
  const document = parseDocument(match[1]);
  if (document.errors.length > 0) {
    return document.errors.map((error) => ({
      line: lineOf(error.pos[0]),
      message: `frontmatter is not valid YAML, so Rspress would render it as text: ${error.message.split('\n')[0]}`,
    }));
  }
  const data = document.toJS() as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return [{ line: 1, message: 'frontmatter is not a mapping of keys to values' }];
  const problems: { line: number; message: string }[] = [];
  const keyLine = (key: string) => lineOf(Math.max(0, match[1].search(new RegExp(`^${key}:`, 'm'))));
  for (const key of STRING_KEYS) {
    if (key in data && typeof data[key] !== 'string') problems.push({ line: keyLine(key), message: `frontmatter \`${key}\` must be a string` });
  }
  if ('pageType' in data && !PAGE_TYPES.includes(String(data.pageType))) {
    problems.push({ line: keyLine('pageType'), message: `frontmatter \`pageType\` must be one of ${PAGE_TYPES.join(', ')}; found ${String(data.pageType)}` });
  }
  if ('date' in data && Number.isNaN(new Date(String(data.date instanceof Date ? data.date.toISOString() : data.date)).getTime())) {
    problems.push({ line: keyLine('date'), message: `frontmatter \`date\` is not a date: ${String(data.date)}` });
  }
  if (locale && typeof data.description === 'string') {
    const { min, max } = DESCRIPTION_LENGTH[locale];
    const { length } = data.description;
    if (length < min || length > max) {
      problems.push({
        line: keyLine('description'),
        message: `frontmatter \`description\` has ${length} characters; a ${locale} description takes ${min} to ${max}, or search results cut it`,
      });
    }
  }
  return problems;
}

export function checkFrontmatter(files: DocFile[]): CheckResult {
  const failures: Finding[] = files.flatMap(({ display, source, locale }) =>
    frontmatterProblems(source, locale).map((problem) => ({ file: display, ...problem })),
  );
  return {
    name: 'frontmatter',
    summary: `${files.length} pages' frontmatter parsed as YAML; title, description (and its length), pageType and date checked`,
    failures,
    warnings: [],
  };
}
