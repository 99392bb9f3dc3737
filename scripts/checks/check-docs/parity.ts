// check:docs `parity`: an English page and its Chinese page have the same frontmatter keys; the same headings in
// number, depth and order, each Chinese one with the {#id} of its English heading (scripts/generators/add-heading-ids.ts
// writes them); the same code blocks apart from translated comments, strings and sample prose (./localized-code.ts);
// the same internal links (the /zh prefix and .en./.zh. in picture names aside); the same JSX elements and containers
// in order. Each message names the first difference and its lines: make the pair match there.
import type { CodeBlock } from '../../../config/markdown-scan';
import { headingsOf, maskInlineCode } from '../../lib/markdown';
import type { DocFile } from './doc-files';
import { headingIds } from './heading-ids';
import { codeDifference } from './localized-code';
import type { CheckResult, Finding } from './result';

/** One comparable piece of a page: its normalised form and the line it starts on. */
interface Item {
  key: string;
  line: number;
  /** A code block, compared by `codeDifference` rather than by key, so that its comments and strings may be translated. */
  block?: CodeBlock;
}

interface Structure {
  frontmatter: Item[];
  headings: Item[];
  'code blocks': Item[];
  links: Item[];
  components: Item[];
  containers: Item[];
}

export { withoutCommentText } from './localized-code';

/**
 * A link target as both locales write it: Chinese raw HTML may carry `/zh`, pictures come as `.en.svg`
 * and `.zh.svg`, and anchors are dropped because heading ids follow each language's heading text
 * (the build's `checkAnchors` checks them).
 */
export function normaliseLink(target: string, locale: string): string | undefined {
  if (!/^(\/(?!\/)|\.\.?\/|#)/.test(target)) return undefined;
  const link = target.replace(/[?#].*$/, '').replace(/\.(en|zh)\.(?=\w+$)/, '.');
  if (link === '') return '#';
  return locale === 'zh' ? link.replace(/^\/zh(\/|$)/, '/') : link;
}

const LINK_PATTERNS = [/\]\(\s*<?([^)\s>]+)/g, /^\s*\[[^\]]+\]:\s*(\S+)/g, /\b(?:href|src|link)=["']([^"']+)["']/g];

function structureOf(doc: DocFile): Structure {
  const { page } = doc;
  const prose = page.lines.map((line, i) => ({ text: maskInlineCode(line), line: i + 1, kind: page.kinds[i] }));
  const proseLines = prose.filter(({ kind }) => kind === 'prose');
  const all = (pattern: RegExp, map: (match: RegExpMatchArray) => string | undefined) =>
    proseLines.flatMap(({ text, line }) =>
      [...text.matchAll(pattern)].flatMap((match) => {
        const key = map(match);
        return key === undefined ? [] : [{ key, line }];
      }),
    );
  return {
    frontmatter: prose
      .filter(({ kind }) => kind === 'frontmatter')
      .flatMap(({ text, line }) => {
        const key = /^([A-Za-z][\w-]*):/.exec(text)?.[1];
        return key ? [{ key, line }] : [];
      })
      .sort((a, b) => a.key.localeCompare(b.key)),
    headings: headingsOf(page).map(({ depth, line }) => ({ key: `h${depth}`, line })),
    'code blocks': page.blocks.map((block) => ({ key: `${block.lang} ${block.meta}`, line: block.line - 1, block })),
    // Sentence order differs between languages, so links are compared as a sorted list.
    links: LINK_PATTERNS.flatMap((pattern) => all(pattern, (match) => normaliseLink(match[1], doc.locale))).sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
    components: all(/<([A-Za-z][\w.]*)/g, (match) => match[1]),
    containers: all(/^\s*(?::{3,}\s*([A-Za-z][\w-]*)|>\s*\[!(\w+)\])/g, (match) => (match[1] ?? match[2]).toLowerCase()),
  };
}

/** Aspects whose order carries no meaning: keys of a YAML map, and links, whose order follows each language's sentences. */
const UNORDERED = new Set<keyof Structure>(['frontmatter', 'links']);

function onlyIn(items: Item[], others: Item[]): Item[] {
  const left = [...others];
  return items.filter((item) => {
    const i = left.findIndex((other) => other.key === item.key);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

const show = (item: Item | undefined) => (item ? `${JSON.stringify(item.key)} (line ${item.line})` : 'nothing');

function same(a: Item, b: Item | undefined): boolean {
  if (!b || a.key !== b.key) return false;
  return !a.block || !b.block || codeDifference(a.block, b.block) === undefined;
}

function describeDifference(a: Item | undefined, b: Item | undefined): string {
  if (a?.block && b?.block && a.key === b.key) {
    const difference = codeDifference(a.block, b.block);
    if (difference) {
      return `code of ${show(a)} differs beyond comments and translated strings at line ${a.block.line + difference.line}: en ${JSON.stringify(difference.en.trim())}, zh ${JSON.stringify(difference.zh.trim())} (line ${b.block.line + difference.line})`;
    }
  }
  return `en ${show(a)}, zh ${show(b)}`;
}

/**
 * Each Chinese heading must carry, as `{#id}`, the id of the English heading in the same place, so that a section
 * link works in both languages and switching language keeps the reader's place.
 */
export function compareAnchors(en: DocFile, zh: DocFile): Finding[] {
  const enIds = headingIds(en.page);
  const zhIds = headingIds(zh.page);
  if (enIds.length !== zhIds.length || enIds.some((heading, i) => heading.depth !== zhIds[i].depth)) return [];
  return zhIds.flatMap((heading, i): Finding[] => {
    const expected = enIds[i].id;
    if (heading.explicit === expected) return [];
    const source = `the id of ${en.display}:${enIds[i].line}`;
    return [
      {
        file: zh.display,
        line: heading.line,
        message: heading.explicit
          ? `heading id {#${heading.explicit}} should be {#${expected}} (${source})`
          : `heading has no {#id}: add {#${expected}} (${source}); npx tsx scripts/generators/add-heading-ids.ts adds them all`,
      },
    ];
  });
}

/** Finds each aspect in which the Chinese page of a pair differs from the English one, and says how. */
export function comparePair(en: DocFile, zh: DocFile): Finding[] {
  const left = structureOf(en);
  const right = structureOf(zh);
  return (Object.keys(left) as Array<keyof Structure>).flatMap((aspect): Finding[] => {
    const a = left[aspect];
    const b = right[aspect];
    const index = a.findIndex((item, i) => !same(item, b[i]));
    if (index < 0 && a.length === b.length) return [];
    const first = index < 0 ? a.length : index;
    if (UNORDERED.has(aspect)) {
      const extra = onlyIn(a, b);
      const missing = onlyIn(b, a);
      const list = (items: Item[]) => items.map((item) => item.key).join(', ') || 'none';
      return [
        {
          file: en.display,
          line: extra[0]?.line ?? 1,
          message: `${aspect} differ from ${zh.display}: only in en: ${list(extra)}; only in zh: ${list(missing)}`,
        },
      ];
    }
    return [
      {
        file: en.display,
        line: a[first]?.line ?? a.at(-1)?.line ?? 1,
        message: `${aspect} differ from ${zh.display}: en has ${a.length}, zh has ${b.length}; first difference: ${describeDifference(a[first], b[first])}`,
      },
    ];
  });
}

export function checkParity(files: DocFile[]): CheckResult {
  const zhByFile = new Map(files.filter((doc) => doc.locale === 'zh').map((doc) => [doc.file, doc]));
  const enFiles = files.filter((doc) => doc.locale === 'en');
  const failures: Finding[] = [];
  let pairs = 0;
  for (const en of enFiles) {
    const zh = zhByFile.get(en.file);
    const findings = zh ? [...comparePair(en, zh), ...compareAnchors(en, zh)] : [{ file: en.display, line: 1, message: 'has no Chinese counterpart' }];
    if (findings.length > 0) pairs++;
    failures.push(...findings);
    zhByFile.delete(en.file);
  }
  for (const zh of zhByFile.values()) failures.push({ file: zh.display, line: 1, message: 'has no English counterpart' });
  pairs += zhByFile.size;
  return {
    name: 'parity',
    summary: `${enFiles.length} page pairs compared (frontmatter keys, headings and their ids, code blocks, links, components, containers), ${pairs} differ`,
    failures,
    warnings: [],
  };
}
