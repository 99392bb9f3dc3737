import { describe, expect, test } from '@rstest/core';
import { rehypeChineseFootnoteLabels } from '../../config/footnote-labels';

// The shape remark-rehype gives a page with one footnote, after Rspress's heading anchor plugin.
const footnotes = () => ({
  type: 'root',
  children: [
    {
      type: 'element',
      properties: { id: 'footnote-label', className: ['sr-only'] },
      children: [{ type: 'element', properties: { className: ['rp-header-anchor'] }, children: [{ type: 'text', value: '#' }] }, { type: 'text', value: 'Footnotes' }],
    },
    { type: 'element', properties: { dataFootnoteBackref: '', ariaLabel: 'Back to reference 1' }, children: [{ type: 'text', value: '↩' }] },
    { type: 'element', properties: { id: 'intro' }, children: [{ type: 'text', value: 'Footnotes' }] },
  ],
});

describe('footnote labels', () => {
  test('a Chinese page gets Chinese texts, and a heading of its own called Footnotes stays', () => {
    const tree = footnotes();
    rehypeChineseFootnoteLabels()(tree, { path: '/site/docs/zh/guide/use-mdx/markdown.mdx' });
    expect(JSON.stringify(tree)).toContain('"value":"脚注"');
    expect(JSON.stringify(tree)).toContain('"ariaLabel":"返回引用 1"');
    expect(tree.children[2].children[0]).toEqual({ type: 'text', value: 'Footnotes' });
  });

  test('an English page keeps the defaults', () => {
    const tree = footnotes();
    rehypeChineseFootnoteLabels()(tree, { path: '/site/docs/en/guide/use-mdx/markdown.mdx' });
    expect(tree).toEqual(footnotes());
  });
});
