// Lists placeholder and thin pages per locale, with their word counts (CJK characters for zh).
// Run: npm run check:content            reports, exits 0
//      npm run check:content -- --strict exits 1 when any page is listed (the gate once content lands)
import path from 'node:path';
import { DOCS, LOCALES, readPages, type PageSource } from '../lib/pages';
import { countWords, proseOf } from '../lib/prose';

/** Below these a page cannot teach its topic: the style guide asks for 400-1200 English words. */
export const MIN_WORDS = { en: 300, zh: 450 } as const;

export interface ContentFinding {
  page: PageSource;
  words: number;
  reason: 'placeholder' | 'thin';
}

export function isPlaceholder(page: PageSource): boolean {
  return page.frontmatter.placeholder === 'true' || /:::warning (This page is being written|本页正在编写中)/.test(page.body);
}

/** Home and overview pages draw their content from frontmatter and the sidebar, so only placeholders count there. */
function isExemptFromLength(page: PageSource): boolean {
  return page.frontmatter.pageType === 'home' || page.frontmatter.overview === 'true';
}

export function findThinPages(docsDir = DOCS): ContentFinding[] {
  return LOCALES.flatMap((locale) =>
    readPages(locale, docsDir).flatMap((page): ContentFinding[] => {
      const words = countWords(proseOf(page.body), locale);
      if (isPlaceholder(page)) return [{ page, words, reason: 'placeholder' }];
      if (!isExemptFromLength(page) && words < MIN_WORDS[locale]) return [{ page, words, reason: 'thin' }];
      return [];
    }),
  );
}

function main() {
  const strict = process.argv.includes('--strict');
  const findings = findThinPages();
  for (const locale of LOCALES) {
    const mine = findings.filter((finding) => finding.page.locale === locale);
    console.log(`\n${locale}: ${mine.length} placeholder or thin page(s)`);
    for (const { page, words, reason } of mine) {
      const file = path.relative(process.cwd(), page.absolutePath);
      console.log(`  ${reason.padEnd(11)} ${String(words).padStart(5)} ${locale === 'zh' ? 'chars' : 'words'}  ${file}`);
    }
  }
  const placeholders = findings.filter((finding) => finding.reason === 'placeholder').length;
  console.log(
    `\ncheck:content: ${findings.length} page(s) listed (${placeholders} placeholder, ${findings.length - placeholders} thin); minimum ${MIN_WORDS.en} English words, ${MIN_WORDS.zh} Chinese characters`,
  );
  if (strict && findings.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
