/**
 * Highlighted code reaches the browser as one HTML string per block, not as JSX.
 *
 * MDX compiles every element of a page into the page's content function, and Shiki's output is most of a reference
 * page's elements: on `/api/client-api/api-components` that function built the elements of 3,000 token spans
 * every time it ran, in one uninterruptible task (424 ms at 4x CPU slowdown while hydrating), only for React to
 * throw them away because the server HTML already held them. This rehype plugin runs after Shiki and the token
 * merger: it serialises the children of each highlighted `<pre>` to HTML and hands the string to the `pre`
 * component as its `codeHtml` prop, leaving the element no children. `theme/code-html.tsx` renders the string with
 * `dangerouslySetInnerHTML`, so the build writes the same HTML as before, hydration adopts it without a fiber per
 * token, and a block that a client-side navigation mounts is parsed by the browser instead of built by React.
 *
 * Only blocks made of plain HTML are converted. A Twoslash block's popups are custom elements with components of
 * their own, and anything MDX put inside a `<pre>` (an expression, a JSX element) needs React; both stay JSX.
 * Rspress compiles the SSG-MD pass (llms.txt and the `.md` copies) without rehype plugins, so there the `pre`
 * still gets its text as children.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { hastToHtml } from 'shiki';

/** The prop that carries a block's inner HTML; `theme/code-html.tsx` reads it. */
const CODE_HTML_PROP = 'codeHtml';

function isPlainHtml(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || node.tagName.includes('-')) return false;
  return node.children.every(isPlainHtml);
}

function isHighlightedBlock(node: Element): boolean {
  // Shiki writes the class as a string under `class`; hast from Markdown has a `className` list.
  const classes = node.properties.className ?? node.properties.class;
  const list = Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(' ');
  return node.tagName === 'pre' && list.includes('shiki') && !list.includes('twoslash');
}

function convert(nodes: (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') {
      if ('children' in node) convert(node.children);
      continue;
    }
    if (isHighlightedBlock(node) && node.children.length > 0 && node.children.every(isPlainHtml)) {
      node.properties[CODE_HTML_PROP] = hastToHtml({ type: 'root', children: node.children });
      node.children = [];
      continue;
    }
    convert(node.children);
  }
}

export function rehypeCodeAsHtml() {
  return (tree: Root) => convert(tree.children);
}
