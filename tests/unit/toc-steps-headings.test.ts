// config/toc-steps-headings.ts: the page's toc gets the headings inside <Steps>, numbered over every heading of the
// page as the rendered headings are, and still leaves out headings inside other components.
import { describe, expect, test } from '@rstest/core';
import { remarkTocStepsHeadings } from '../../config/toc-steps-headings';

const heading = (depth: number, text: string) => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] });
const element = (name: string, children: unknown[]) => ({ type: 'mdxJsxFlowElement', name, attributes: [], children });

/** Runs the plugin on `children` as a page whose toc remarkToc has already set, and returns the toc it leaves. */
function tocAfter(children: unknown[]): unknown {
  const pageMeta = { toc: [{ id: 'remark-toc', text: 'remarkToc', depth: 2 }] };
  remarkTocStepsHeadings.call({ data: () => ({ pageMeta }) })({ type: 'root', children: children as never });
  return pageMeta.toc;
}

describe('toc with the steps of <Steps>', () => {
  test('lists the steps in document order, numbers repeated slugs over every heading, skips other components', () => {
    const toc = tocAfter([
      heading(1, 'Quick start'),
      heading(2, 'Setup'),
      element('Steps', [heading(2, 'Install'), heading(3, 'Setup'), heading(5, 'Too deep')]),
      // A tab's heading may be hidden, so it stays out; it still counts for the numbering, as the rendered ids do.
      element('Tabs', [element('Tab', [heading(2, 'Next')])]),
      element('Steps', [element('Tabs', [heading(2, 'In a tab in a step')])]),
      heading(2, 'Next'),
    ]);
    expect(toc).toEqual([
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'install', text: 'Install', depth: 2 },
      { id: 'setup-1', text: 'Setup', depth: 3 },
      { id: 'next-1', text: 'Next', depth: 2 },
    ]);
  });

  test('without <Steps>, lists the top-level headings with the ids the page renders', () => {
    // remarkToc gave the second "Setup" the id `setup`; the page renders `setup-1`, since the tab's heading came first.
    expect(tocAfter([element('Tabs', [heading(2, 'Setup')]), heading(2, 'Setup')])).toEqual([{ id: 'setup-1', text: 'Setup', depth: 2 }]);
  });
});
