// Renders the link-preview image (Open Graph and Twitter card) from its SVG source with Chromium, so no image
// tool is needed: scripts/generators/og-image.svg -> docs/public/og-image.png, 1200×630.
// Run: npx tsx scripts/generators/render-og-image.ts   (prints the PNG path and its size; commit the PNG after editing the SVG)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OG_IMAGE } from '../../config/seo-head';
import { launchBrowser } from '../lib/browser';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'docs/public', OG_IMAGE.path);

const svg = readFileSync(path.join(import.meta.dirname, 'og-image.svg'), 'utf8');
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  await page.screenshot({ path: OUT, type: 'png' });
} finally {
  await browser.close();
}
console.log(`${path.relative(ROOT, OUT)}: ${OG_IMAGE.width}x${OG_IMAGE.height}, ${statSync(OUT).size} bytes`);
