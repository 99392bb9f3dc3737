// Lists every config key, runtime and theme export, CLI command and flag, and `--rp-*` CSS variable of the
// installed Rspress that the reference pages do not document, per locale, so that the reference keeps up
// with the package.
// Run: npm run check:api-coverage
//      prints "area: documented/total (pct%)" per locale and area with the first missing names, then the
//      excluded counts and a final "api coverage: …" line; exits 1 below 100% or on a stale exclusion.
// Documented means: a config key, export or command has a heading on its page with the full name in backticks (nested
// keys as dotted paths, `themeConfig.nav`); an `export *` module, a section whose heading names no other export and
// that shows the module in backticks; a flag, inline code in its command's section (global flags before the first
// command heading); a CSS variable, inline code anywhere on ui/vars. Type-only exports do not count. To fix a failure,
// document the item in both locales in the page's format; an internal item readers must not use goes in
// ./api-coverage-exclusions.ts with its reason.
import { API_COVERAGE_EXCLUSIONS, type Exclusion } from './api-coverage-exclusions';
import { type ApiItem, readApiItems } from '../lib/api-items';
import { splitSections } from '../lib/doc-sections';
import { DOCS, LOCALES, type Locale, readPages } from '../lib/pages';

/** Enough missing names to act on without burying the summary. */
const MISSING_SHOWN = 15;

export interface AreaCoverage {
  locale: Locale;
  area: string;
  documented: number;
  total: number;
  missing: string[];
  excluded: number;
}

export function isExcluded(item: ApiItem, exclusions: Exclusion[]): boolean {
  return exclusions.some((exclusion) => exclusion.area === item.area && exclusion.name === item.name);
}

/** Exclusions that match no installed item: left behind by an upgrade, they would hide nothing and mislead. */
export function staleExclusions(items: ApiItem[], exclusions: Exclusion[]): Exclusion[] {
  return exclusions.filter((exclusion) => !items.some((item) => isExcluded(item, [exclusion])));
}

export function measureCoverage(items: ApiItem[], exclusions: Exclusion[], docsDir = DOCS): AreaCoverage[] {
  const areas = [...new Set(items.map((item) => item.area))];
  return LOCALES.flatMap((locale) => {
    const sectionsByPage = new Map(readPages(locale, docsDir).map((page) => [page.file, splitSections(page.body)]));
    return areas.map((area): AreaCoverage => {
      const inArea = items.filter((item) => item.area === area);
      const counted = inArea.filter((item) => !isExcluded(item, exclusions));
      // A page that does not exist documents nothing.
      const missing = counted.filter((item) => !item.isDocumentedIn(sectionsByPage.get(item.page) ?? []));
      return {
        locale,
        area,
        documented: counted.length - missing.length,
        total: counted.length,
        missing: missing.map((item) => item.name),
        excluded: inArea.length - counted.length,
      };
    });
  });
}

/** Rounded down, so that 100% means complete. */
function ratio(documented: number, total: number): string {
  const pct = total === 0 ? 100 : Math.floor((documented / total) * 1000) / 10;
  return `${documented}/${total} (${pct}%)`;
}

function sum(rows: AreaCoverage[]) {
  return {
    documented: rows.reduce((n, row) => n + row.documented, 0),
    total: rows.reduce((n, row) => n + row.total, 0),
    excluded: rows.reduce((n, row) => n + row.excluded, 0),
  };
}

function main() {
  const items = readApiItems();
  const coverage = measureCoverage(items, API_COVERAGE_EXCLUSIONS);
  for (const locale of LOCALES) {
    console.log(`\n${locale}`);
    for (const row of coverage.filter((row) => row.locale === locale)) {
      const excluded = row.excluded ? `, ${row.excluded} excluded` : '';
      console.log(`  ${row.area}: ${ratio(row.documented, row.total)}${excluded}`);
      if (row.missing.length === 0) continue;
      const more = row.missing.length > MISSING_SHOWN ? ` … and ${row.missing.length - MISSING_SHOWN} more` : '';
      console.log(`    missing: ${row.missing.slice(0, MISSING_SHOWN).join(', ')}${more}`);
    }
  }
  const stale = staleExclusions(items, API_COVERAGE_EXCLUSIONS);
  for (const exclusion of stale) console.log(`\nstale exclusion (no such item): ${exclusion.area} ${exclusion.name}`);

  const perLocale = LOCALES.map((locale) => ({ locale, ...sum(coverage.filter((row) => row.locale === locale)) }));
  const all = sum(coverage);
  const excluded = perLocale[0].excluded;
  console.log(
    `\napi coverage: ${perLocale.map((row) => `${ratio(row.documented, row.total)} ${row.locale}`).join(', ')}, total ${ratio(all.documented, all.total)}; ${excluded} item(s) excluded per locale`,
  );
  if (all.documented < all.total || stale.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
