// The growth check: how much the first load of a doc page grows per 1,000 pages added to the site, against the
// limit in scripts/checks/budgets.ts (`growthPer1000PagesGzip`). Builds two copies of the site in a temporary folder, as it
// is and with N synthetic pages (scripts/lib/growth-pages.ts, half in each locale), and projects the difference to
// 1,000 pages. `npm run bench` runs it with 1,000 pages; CI with 200 (about 1.5 min on 2 idle cores).
// Run: npm run check:growth [-- --pages 200]   (hold the build lock on a shared machine: flock /tmp/rspress-build.lock …)
// Prints the sizes with their breakdown (page index, route list, site data, chunk hash map); exits 1 over the limit.
import { parseArgs } from 'node:util';
import { BUDGETS } from './budgets';
import { measureGrowth, renderGrowth } from '../lib/growth';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '200' } } });
const pages = Number(values.pages);
const growth = await measureGrowth(pages);
console.log(`\n${renderGrowth(growth)}\n`);
const limit = BUDGETS.growthPer1000PagesGzip;
const projected = `${growth.perThousandPages} B gzip per 1,000 pages (projected from +${pages})`;
if (growth.perThousandPages > limit) {
  console.error(`First-load growth of the doc page is ${projected}, over the limit of ${limit} B in scripts/checks/budgets.ts.`);
  console.error('Find the part that grew in the table above (CONTRIBUTING.md, "Growth").');
  process.exit(1);
}
console.log(`First-load growth of the doc page is ${projected}, within the limit of ${limit} B.`);
