import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS, LOCALES, listMarkdownFiles, type Locale } from '../../lib/pages';
import { scanMarkdown, type ScannedPage } from '../../../config/markdown-scan';
import { displayPath } from './result';

export interface DocFile {
  locale: Locale;
  /** Path relative to the locale folder, e.g. `guide/basic/ssg.mdx`; the same for both locales of a pair. */
  file: string;
  absolutePath: string;
  display: string;
  source: string;
  page: ScannedPage;
}

/** Every Markdown file of the docs folder, fragments included, read and scanned once for all checks. */
export function readDocFiles(docsDir = DOCS): DocFile[] {
  return LOCALES.flatMap((locale) =>
    listMarkdownFiles(locale, docsDir).map((file) => {
      const absolutePath = path.join(docsDir, locale, file);
      const source = readFileSync(absolutePath, 'utf8');
      return { locale, file, absolutePath, display: displayPath(absolutePath), source, page: scanMarkdown(source) };
    }),
  );
}
