/**
 * Chinese texts for the GFM footnote section on Chinese pages. Rspress runs remark-gfm and remark-rehype without
 * options, so every page got the English defaults: a visually hidden "Footnotes" heading and "Back to reference 1"
 * on each link back, which screen readers read out on Chinese pages too.
 */

interface HastNode {
  type: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const BACK_TO_REFERENCE = /^Back to reference (\S+)$/;

function localize(node: HastNode, inLabel: boolean): void {
  const label = inLabel || node.properties?.id === 'footnote-label';
  if (label && node.type === 'text' && node.value === 'Footnotes') node.value = '脚注';
  const ariaLabel = node.properties?.ariaLabel;
  const backref = typeof ariaLabel === 'string' ? BACK_TO_REFERENCE.exec(ariaLabel) : null;
  if (backref && node.properties) node.properties.ariaLabel = `返回引用 ${backref[1]}`;
  for (const child of node.children ?? []) localize(child, label);
}

/** A rehype plugin for `markdown.rehypePlugins`: pages under a `zh` folder get the Chinese footnote texts. */
export function rehypeChineseFootnoteLabels() {
  return (tree: HastNode, file: { path?: string }) => {
    if (!/[\\/]zh[\\/]/.test(file.path ?? '')) return;
    localize(tree, false);
  };
}
