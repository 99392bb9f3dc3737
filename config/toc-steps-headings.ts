/**
 * The headings inside `<Steps>` in each page's toc, so that the outline the build writes lists the steps.
 *
 * Rspress's remarkToc (`node/mdx/remarkPlugins/toc.js`) reads only the headings at the top level of a page, so the
 * steps of a `<Steps>` block were missing from the page's toc. The server rendered the outline without them; once the
 * page had hydrated, the outline read the headings from the page, found the steps and replaced its items: on
 * /guide/start/getting-started 4 items became 11 while the page loaded (one more React commit, with its style and
 * layout work), and without JavaScript the outline never showed the steps.
 *
 * This remark plugin runs after remarkToc (a config's remark plugins come after Rspress's own) and rebuilds the toc
 * with Rspress's own `parseToc` from every heading in document order, so that the texts, levels and ids are the ones
 * the rendered headings get: `rehypeHeaderAnchor` numbers repeated slugs over every heading of the page, while
 * remarkToc counted the top level only, so a heading repeated inside a tab gave the toc an id the page does not have.
 * It then keeps the headings at the top level and those inside `Steps` only: a heading inside another component may
 * be hidden (a tab's panel), and the outline skips hidden headings. The page's title stays remarkToc's.
 * Upstream: unchanged at HEAD c4e9404 (`packages/core/src/node/mdx/remarkPlugins/toc.ts` walks the root's children
 * with `unist-util-visit-children`); theme/README.md, U27.
 */
import { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';

interface MdastNode {
  type: string;
  name?: string | null;
  depth?: number;
  children?: MdastNode[];
}

/** The component whose headings the outline shows. */
const STEPS = 'Steps';

/** Every heading in document order, with whether the outline shows it (top level, or inside `Steps` only). */
function collectHeadings(node: MdastNode, shown: boolean, into: { heading: MdastNode; shown: boolean }[]): void {
  for (const child of node.children ?? []) {
    if (child.type === 'heading') into.push({ heading: child, shown });
    else if (child.type === 'mdxJsxFlowElement') collectHeadings(child, shown && child.name === STEPS, into);
    else collectHeadings(child, shown, into);
  }
}

export function remarkTocStepsHeadings(this: { data(): unknown }) {
  // Rspress puts the page's meta in the processor's data before its remark plugins run.
  const data = this.data() as { pageMeta?: { toc?: unknown } };
  return (tree: MdastNode) => {
    if (!data.pageMeta) return;
    const headings: { heading: MdastNode; shown: boolean }[] = [];
    collectHeadings(tree, true, headings);
    const { toc } = parseToc({ type: 'root', children: headings.map(({ heading }) => heading) } as never);
    // parseToc lists the headings of levels 2 to 4, in order: the same headings, filtered the same way.
    const inToc = headings.filter(({ heading }) => heading.depth !== undefined && heading.depth >= 2 && heading.depth <= 4);
    data.pageMeta.toc = toc.filter((_, index) => inToc[index].shown);
  };
}
