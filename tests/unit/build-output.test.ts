// The build output (run `npm run build` first): every route of the spec in both locales, a .md copy of every page,
// the spec routes in sitemap.xml and both llms.txt, no dead same-site link, and rel="noopener noreferrer" on every
// target="_blank" link (the default theme leaves it off nav dropdown links, set in docs/{en,zh}/_nav.json, and off
// SourceCode, replaced by theme/SourceCode.tsx).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { COMPILE_HINT } from '../../config/compile-hints';
import { initialAssetUrls } from '../../scripts/lib/first-load';
import { FOOTER_MESSAGE } from '../../theme/constants';
import { htmlFileOf, LOCALE_PREFIXES, localized, markdownFileOf, SPEC_ROUTES, siteRoutes, sitemapPaths } from '../spec-routes';

const OUT = path.resolve(__dirname, '../../doc_build');
const read = (file: string) => readFileSync(path.join(OUT, file), 'utf8');

const allRoutes = LOCALE_PREFIXES.flatMap((prefix) => SPEC_ROUTES.map((route) => localized(prefix, route)));

function htmlFiles(dir = OUT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'static' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Markdown without its fenced code blocks, where a heading line is a sample, not a heading. */
const stripFences = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

/** Whether a same-site path resolves to a file of the build, the way a static host with clean URLs serves it. */
function existsInBuild(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`];
  return candidates.some((candidate) => existsSync(path.join(OUT, candidate)));
}

describe('build output', () => {
  // A `:has()` rule anchored on <html> or <body> is checked again on every element inserted anywhere in the page, and
  // React's first commit inserts many; the page states live in classes that the build renders (theme/README.md).
  test('no style rule is anchored by :has() on the root or <body>, whose classes the HTML carries instead', () => {
    const css = readdirSync(path.join(OUT, 'static/css')).map((file) => read(`static/css/${file}`)).join('\n');
    expect(css.match(/(?:^|[},\s])(?::root|html|body)[^{},\s]*:has\(/g) ?? []).toEqual([]);
    expect(read('index.html')).toMatch(/<html [^>]*class="[^"]*\brp-has-banner\b/);
    expect(read('index.html')).toMatch(/<body [^>]*class="[^"]*\brp-has-home-background\b/);
    expect(read(htmlFileOf('/guide/start/getting-started'))).toMatch(/<html [^>]*class="[^"]*\brp-has-banner\b/);
    expect(read(htmlFileOf('/guide/start/getting-started'))).not.toContain('rp-has-home-background');
  });

  // config/lazy-page-content.ts: the route chunk the HTML preloads holds the page meta; the content is a chunk of its
  // own, which the route chunk loads.
  test("a page's preloaded route chunk holds its meta, not its content", () => {
    const html = read('api/client-api/api-components.html');
    const preloaded = initialAssetUrls(html).filter(({ url }) => url.startsWith('/static/js/async/'));
    expect(preloaded).toHaveLength(1);
    const routeChunk = read(preloaded[0].url.slice(1));
    // The meta: a heading of the page's toc. The content: a sentence of its text, which only the page itself has.
    expect(routeChunk).toContain('__RSPRESS_PAGE_META');
    expect(routeChunk).toContain(`id:"badge"`);
    const sentence = 'An inline label for a status or a version.';
    expect(html).toContain(sentence);
    expect(routeChunk).not.toContain(sentence);
    const asyncChunks = readdirSync(path.join(OUT, 'static/js/async')).map((file) => read(`static/js/async/${file}`));
    expect(asyncChunks.filter((chunk) => chunk.includes(sentence))).toHaveLength(1);
  });

  // config/lazy-modules.ts (lazyPreviewComponents): the demo components' code loads only where a demo renders; their
  // styles stay in the first load, so that a demo in the static HTML is styled before any script runs.
  test("@rspress/plugin-preview's components are out of every page's first load, their styles in it", () => {
    const firstLoad = (file: string, kind: 'js' | 'css') =>
      initialAssetUrls(read(file))
        .filter((asset) => asset.kind === kind)
        .map(({ url }) => read(url.slice(1)))
        .join('\n');
    for (const file of ['index.html', 'plugin/official-plugins/preview.html']) {
      expect(firstLoad(file, 'js')).not.toContain('rp-preview-operations__button');
      expect(firstLoad(file, 'css')).toContain('.rp-preview-operations__button');
    }
    expect(read('plugin/official-plugins/preview.html')).toContain('class="rp-preview-operations__button');
  });

  // config/compile-hints.ts: Chromium compiles a script's functions while it streams, off the main thread, only when
  // the file opens with the hint; the minifier would drop it if it ran before.
  test('every browser script opens with V8\'s compile hint', () => {
    const scripts = readdirSync(path.join(OUT, 'static/js'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(100);
    expect(scripts.filter((file) => !read(`static/js/${file}`).startsWith(`${COMPILE_HINT}\n`))).toEqual([]);
  });

  test('every spec route exists as HTML in both locales', () => {
    const missing = allRoutes.filter((route) => !existsSync(path.join(OUT, htmlFileOf(route))));
    expect(missing).toEqual([]);
  });

  test('every page has a Markdown copy beside it', () => {
    const missing = siteRoutes()
      .map(markdownFileOf)
      .filter((file) => !existsSync(path.join(OUT, file)));
    expect(missing).toEqual([]);
  });

  // Both fixed in patches/ (@rspress+core+2.0.22+004 and +005): the {#id} escape reached code samples, and the copies' headings.
  test('no custom heading id shows through: not in code samples, not in the Markdown copies', () => {
    const inHtml = htmlFiles().filter((file) => readFileSync(file, 'utf8').includes('\\{#'));
    expect(inHtml.map((file) => path.relative(OUT, file))).toEqual([]);
    const headingWithId = /^#{1,6} .*\{#[\w-]+\}\s*$/m;
    const copies = siteRoutes().map(markdownFileOf);
    const inCopies = [...copies, 'llms-full.txt'].filter((file) => headingWithId.test(stripFences(read(file))));
    expect(inCopies).toEqual([]);
  });

  test('Chinese pages carry no English footnote texts (config/footnote-labels.ts)', () => {
    const english = htmlFiles(path.join(OUT, 'zh')).filter((file) => /aria-label="Back to reference|>Footnotes<\/h2>/.test(readFileSync(file, 'utf8')));
    expect(english.map((file) => path.relative(OUT, file))).toEqual([]);
    expect(read('zh/guide/use-mdx/markdown.html')).toContain('aria-label="返回引用 1"');
  });

  test('sitemap.xml lists every route in both locales', () => {
    const locations = new Set(sitemapPaths(read('sitemap.xml')));
    const missing = allRoutes.filter((route) => !locations.has(route) && !locations.has(route.replace(/\/$/, '')));
    expect(missing).toEqual([]);
  });

  test('llms.txt exists in both locales and links every page of its locale', () => {
    for (const prefix of LOCALE_PREFIXES) {
      const llms = read(`${prefix.slice(1)}${prefix ? '/' : ''}llms.txt`);
      const unlisted = SPEC_ROUTES.filter((route) => route !== '/')
        .map((route) => markdownFileOf(localized(prefix, route)))
        .filter((file) => !llms.includes(`/${file}`));
      expect(unlisted).toEqual([]);
    }
  });

  test('every same-site link in every page points to a file of the build', () => {
    const broken: string[] = [];
    for (const file of htmlFiles()) {
      const html = readFileSync(file, 'utf8');
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        if (!existsInBuild(href)) broken.push(`${path.relative(OUT, file)} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test("every same-site link to a page stays in the page's language, but for the language switch", () => {
    // A Markdown link gets the locale's prefix from Rspress, a JSX `href` (`<Link>`, `<Button>`) is written as is, so
    // `<Link href="/ui/vars">` on a Chinese page sends its reader to the English page. The language switch's links
    // are the ones meant to cross: they carry `hreflang`. Files (`.svg`, `.rss`, ...) have no language.
    const crossing: string[] = [];
    for (const file of htmlFiles()) {
      const chinese = path.relative(OUT, file).startsWith(`zh${path.sep}`);
      const html = readFileSync(file, 'utf8');
      for (const [tag, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"[^>]*>/g)) {
        if (/\shreflang=/i.test(tag) || /\.(?!html$)[a-z0-9]+$/i.test(href)) continue;
        const toChinese = href === '/zh' || href.startsWith('/zh/');
        if (chinese !== toChinese) crossing.push(`${path.relative(OUT, file)} -> ${href}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  test('every SVG image of the content carries the width and height its file declares (config/svg-image-sizes.ts)', () => {
    const unsized: string[] = [];
    for (const file of htmlFiles()) {
      for (const [tag, src] of readFileSync(file, 'utf8').matchAll(/<img [^>]*src="(\/[^"]*\.svg)"[^>]*>/g)) {
        // Images with an empty alt are the theme's decorations, the navbar logo and the home feature icons, whose CSS
        // sets their size; every image of this site's Markdown has a text.
        if (/\salt=""/.test(tag)) continue;
        const declared = /<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(read(src.slice(1)));
        const size = /\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(tag);
        if (!declared || size?.[1] !== declared[1] || size?.[2] !== declared[2]) unsized.push(`${path.relative(OUT, file)}: ${tag.slice(0, 80)}`);
      }
    }
    expect(unsized).toEqual([]);
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', () => {
    // Without noopener the opened page can reach back through window.opener; without noreferrer it sees the URL.
    const unsafe: string[] = [];
    for (const file of htmlFiles()) {
      const html = readFileSync(file, 'utf8');
      for (const [tag] of html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
        const rel = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path.relative(OUT, file)}: ${tag}`);
      }
    }
    expect(unsafe).toEqual([]);
  });

  test('the home pages carry the footer with the company name', () => {
    expect(read('index.html')).toContain(FOOTER_MESSAGE);
    expect(read('zh/index.html')).toContain(FOOTER_MESSAGE);
  });

  test('the navbar offers GitHub, npm, Discord and X', () => {
    const html = read('guide/start/introduction.html');
    for (const host of ['github.com/web-infra-dev/rspress', 'npmjs.com/package/@rspress/core', 'discord.gg/', 'x.com/']) {
      expect(html).toContain(host);
    }
  });

  test("the search index holds each page's text, with every heading where its charIndex says", () => {
    const indexes = readdirSync(path.join(OUT, 'static')).filter((name) => /^search_index\..+\.json$/.test(name));
    expect(indexes.length).toBeGreaterThanOrEqual(2);
    const misplaced: string[] = [];
    for (const name of indexes) {
      const pages: { routePath: string; content: string; toc: { text: string; charIndex: number }[] }[] = JSON.parse(
        read(`static/${name}`),
      );
      for (const page of pages) {
        // Raw sources (frontmatter, imports) in place of the text would also throw every heading off its section.
        if (page.content.startsWith('---\n')) misplaced.push(`${page.routePath}: raw source in the index`);
        for (const heading of page.toc.filter((entry) => entry.charIndex >= 0)) {
          if (!page.content.startsWith(heading.text.replace(/`/g, ''), heading.charIndex)) {
            misplaced.push(`${page.routePath}: "${heading.text}" is not at ${heading.charIndex}`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  test('the search text shows emphasis as the page renders it: no ** left outside code, in either language', () => {
    const indexes = readdirSync(path.join(OUT, 'static')).filter((name) => /^search_index\..+\.json$/.test(name));
    const leftover: string[] = [];
    let inCode = 0;
    for (const name of indexes) {
      const pages: { routePath: string; content: string }[] = JSON.parse(read(`static/${name}`));
      for (const page of pages) {
        // The page's code, from its Markdown copy: the lines of its code blocks (the index drops a sample's import
        // lines, so a whole sample is not always in it) and its inline code spans, where ** is the text itself.
        const markdown = read(markdownFileOf(page.routePath));
        const samples = [...markdown.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\s*$/gm)].flatMap((match) =>
          match[2].split('\n').map((line) => line.trim()),
        );
        const spans = [...stripFences(markdown).matchAll(/(`+)(.+?)\1/g)].map((match) => match[2].trim());
        let prose = page.content;
        for (const code of [...samples, ...spans].filter((text) => text.includes('**')).sort((a, b) => b.length - a.length)) {
          inCode += prose.split(code).length - 1;
          prose = prose.replaceAll(code, '');
        }
        for (const match of prose.matchAll(/\*\*/g)) {
          leftover.push(`${page.routePath}: ${prose.slice(Math.max(0, match.index - 20), match.index + 22)}`);
        }
      }
    }
    expect(leftover).toEqual([]);
    // The ** of code samples stay: without them this test would also pass on an index that lost its code.
    expect(inCode).toBeGreaterThan(0);
  });
});
