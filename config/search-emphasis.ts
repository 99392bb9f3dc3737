import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Nodes, Root } from 'mdast';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkCjkFriendlyStrikethrough from 'remark-cjk-friendly-gfm-strikethrough';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The search text of a page shows what the page renders, emphasis included.
 *
 * Rspress renders a page with remark-cjk-friendly (`markdown.cjkFriendlyEmphasis`, on by default), but builds its
 * search text (`extractPageData` in @rspress/core) from a plain remark-parse and remark-gfm parse. Emphasis that
 * closes on full-width punctuation before a Han character (`**这不是 301。**搜索引擎`) is emphasis to the first and
 * literal text to the second, so the Chinese index kept about 290 `**` runs and the results showed them. This hook
 * parses each page both ways, and removes from the search text the delimiters of every emphasis, strong text and
 * strikethrough that only the CJK-friendly parse finds; the headings after each removal move back with it.
 * `tests/unit/build-output.test.ts` checks the built index of both languages.
 */

// Both parses read the text Rspress's own parse reads: the page with its imports removed (the same expression as
// `importStatementRegex` in @rspress/core).
const IMPORT_STATEMENT = /import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm;

const plain = unified().use(remarkParse).use(remarkGfm);
const cjkFriendly = unified().use(remarkParse).use(remarkGfm).use(remarkCjkFriendly).use(remarkCjkFriendlyStrikethrough);

type Delimited = Extract<Nodes, { type: 'emphasis' | 'strong' | 'delete' }>;
const isDelimited = (node: Nodes): node is Delimited => node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete';

// What Rspress leaves out of the search text (SEARCH_SKIP_TYPES of extractPageData), as far as inline content goes.
const SKIPPED = new Set(['image', 'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement', 'mdxTextExpression']);

function delimitedNodes(tree: Root): Delimited[] {
  const found: Delimited[] = [];
  const visit = (node: Nodes) => {
    if (isDelimited(node)) found.push(node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

const startOf = (node: Nodes) => `${node.type}:${node.position?.start.offset}`;

/** The delimiters of a node as written in the source, e.g. `**` and `**`. */
function delimiters(node: Delimited, source: string): [string, string] | undefined {
  const first = node.children[0]?.position;
  const last = node.children.at(-1)?.position;
  const { start, end } = node.position ?? {};
  if (!first || !last || start?.offset === undefined || end?.offset === undefined) return undefined;
  return [source.slice(start.offset, first.start.offset), source.slice(last.end.offset, end.offset)];
}

interface Missed {
  node: Delimited;
  open: string;
  close: string;
}

/** A node's text as Rspress's search text holds it: the delimiters of `missed` nodes are still there. */
function searchText(node: Nodes, missed: Map<Nodes, Missed>): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'break') return '\n';
  if ('value' in node && typeof node.value === 'string') return node.value;
  const inner = 'children' in node ? node.children.map((child) => searchText(child, missed)).join('') : '';
  const delimited = missed.get(node);
  return delimited ? delimited.open + inner + delimited.close : inner;
}

/** The emphasis, strong text and strikethrough that only the CJK-friendly parse finds, in document order. */
export function missedEmphasis(markdown: string): { missed: Missed[]; texts: Map<Nodes, Missed> } {
  const source = markdown.replace(IMPORT_STATEMENT, '').replace(/\r\n/g, '\n');
  const plainStarts = new Set(delimitedNodes(plain.parse(source)).map(startOf));
  const missed: Missed[] = [];
  for (const node of delimitedNodes(cjkFriendly.parse(source))) {
    if (plainStarts.has(startOf(node))) continue;
    const written = delimiters(node, source);
    if (written) missed.push({ node, open: written[0], close: written[1] });
  }
  return { missed, texts: new Map(missed.map((entry) => [entry.node, entry])) };
}

/** `page.content` without the delimiters that the page does not show, and its headings' `charIndex` moved to match. */
export function removeUnrenderedDelimiters(page: Pick<PageIndexInfo, 'content' | 'toc'>, markdown: string): void {
  const { missed, texts } = missedEmphasis(markdown);
  let from = 0;
  for (const entry of missed) {
    const inner = entry.node.children.map((child) => searchText(child, texts)).join('');
    const written = entry.open + inner + entry.close;
    const at = page.content.indexOf(written, from);
    if (at < 0) continue;
    page.content = page.content.slice(0, at) + inner + page.content.slice(at + written.length);
    const closeAt = at + entry.open.length + inner.length;
    for (const heading of page.toc) {
      if (heading.charIndex > closeAt) heading.charIndex -= entry.open.length + entry.close.length;
      else if (heading.charIndex > at) heading.charIndex -= entry.open.length;
    }
    // Delimiters nested inside this text come next in document order.
    from = at;
    texts.delete(entry.node);
  }
}

export function pluginSearchRenderedEmphasis(): RspressPlugin {
  return {
    name: 'search-rendered-emphasis',
    modifySearchIndexData(pages) {
      for (const page of pages) {
        if (page._flattenContent && page.content) removeUnrenderedDelimiters(page, page._flattenContent);
      }
    },
  };
}
