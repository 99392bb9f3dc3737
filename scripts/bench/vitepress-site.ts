// VitePress 1.6.4 building the same Markdown as this site, for the Lighthouse comparison (scripts/bench/lighthouse.ts).
//
// What it builds, in bench/tmp/vitepress (VitePress is installed there from the registry, as compare-generators.ts
// does: it is not a dependency of this repository):
// - the Lighthouse pages' Markdown as readers download it: the `.md` copy the build writes beside each page's HTML
//   (components stay as tags, which Vue renders as unknown elements). Only those pages: Vue's template compiler
//   rejects some others (a `{{ }}` in prose that is TypeScript, for one), and a page that is not measured needs no
//   body;
// - the home page from the frontmatter of docs/en/index.md (hero, actions, image, features), in VitePress's format;
// - a sidebar with every English page of the build, one group per folder, and the nav of docs/en/_nav.json, so that
//   the page carries about as much navigation as this site's;
// - VitePress's defaults otherwise, with local search on, since this site has local search.
// Not run on its own: imported by scripts/bench/index.ts.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { LOG_DIR, ROOT } from './builds';

export const VITEPRESS_VERSION = '1.6.4';
const WORK_DIR = path.join(LOG_DIR, 'vitepress');

interface HomeFrontmatter {
  hero: {
    name: string;
    text: string;
    tagline: string;
    actions: { theme: string; text: string; link: string }[];
    image: { src: { light: string; dark: string }; alt: string };
  };
  features: { title: string; details: string; icon: string; link: string }[];
}

interface NavItem {
  text: string;
  link?: string;
  activeMatch?: string;
  items?: NavItem[];
}

/** VitePress's home page for this site's hero and features. */
function homePage(): string {
  const source = readFileSync(path.join(ROOT, 'docs/en/index.md'), 'utf8');
  const { hero, features } = parse(source.split(/^---$/m)[1]) as HomeFrontmatter;
  const frontmatter = {
    layout: 'home',
    hero: {
      name: hero.name,
      text: hero.text,
      tagline: hero.tagline,
      image: { light: hero.image.src.light, dark: hero.image.src.dark, alt: hero.image.alt },
      actions: hero.actions,
    },
    features: features.map(({ title, details, icon, link }) => ({ title, details, link, icon: { src: icon } })),
  };
  return `---\n${stringify(frontmatter)}---\n`;
}

/** The `.md` copy without the note to AI agents that opens it, which the HTML page does not show. */
function withoutAgentNote(markdown: string): string {
  return markdown.replace(/^> For AI agents:.*\n+/, '');
}

/** Every English page's `.md` copy in the build, as its path without the extension ("guide/start/introduction"). */
function englishPages(build: string): string[] {
  return readdirSync(build, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(build, path.join(entry.parentPath, entry.name)).slice(0, -'.md'.length))
    .filter((page) => page !== 'index' && !page.startsWith('zh/'))
    .sort();
}

/** One sidebar group per folder, each page under its first heading. */
function sidebar(build: string): { text: string; items: { text: string; link: string }[] }[] {
  const groups = new Map<string, { text: string; link: string }[]>();
  for (const page of englishPages(build)) {
    const heading = /^# (.+)$/m.exec(readFileSync(path.join(build, `${page}.md`), 'utf8'))?.[1] ?? page;
    const folder = path.dirname(page);
    if (!groups.has(folder)) groups.set(folder, []);
    groups.get(folder)!.push({ text: heading, link: `/${page}` });
  }
  return [...groups].map(([folder, items]) => ({ text: folder, items }));
}

function nav(): NavItem[] {
  const items = JSON.parse(readFileSync(path.join(ROOT, 'docs/en/_nav.json'), 'utf8')) as NavItem[];
  const strip = ({ text, link, activeMatch, items }: NavItem): NavItem => ({ text, link, activeMatch, items: items?.map(strip) });
  return items.map(strip);
}

/**
 * Builds the VitePress site for `pages` (URL paths, "/" for the home page) from the build in `build`, and returns
 * the folder to serve. The install is kept between runs; the site is written and built afresh.
 */
export function buildVitePressSite(build: string, pages: readonly string[]): string {
  if (!existsSync(path.join(WORK_DIR, 'node_modules/vitepress/package.json'))) {
    mkdirSync(WORK_DIR, { recursive: true });
    writeFileSync(path.join(WORK_DIR, 'package.json'), JSON.stringify({ name: 'bench-vitepress', private: true, type: 'module' }));
    console.log(`bench: npm install vitepress@${VITEPRESS_VERSION} in ${path.relative(ROOT, WORK_DIR)}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `vitepress@${VITEPRESS_VERSION}`], { cwd: WORK_DIR, stdio: 'inherit' });
  }
  const docs = path.join(WORK_DIR, 'docs');
  rmSync(docs, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'docs/public'), path.join(docs, 'public'), { recursive: true });
  for (const page of pages) {
    const file = page === '/' ? 'index.md' : `${page.slice(1)}.md`;
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), page === '/' ? homePage() : withoutAgentNote(readFileSync(path.join(build, file), 'utf8')));
  }
  mkdirSync(path.join(docs, '.vitepress'));
  const config = {
    title: 'Rspress',
    // The sidebar links pages that are not built here.
    ignoreDeadLinks: true,
    themeConfig: { nav: nav(), sidebar: sidebar(build), search: { provider: 'local' } },
  };
  writeFileSync(path.join(docs, '.vitepress/config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  console.log(`bench: building VitePress ${VITEPRESS_VERSION} with ${pages.length} pages`);
  execFileSync(process.execPath, [path.join(WORK_DIR, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs'], {
    cwd: WORK_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(docs, '.vitepress/dist');
}
