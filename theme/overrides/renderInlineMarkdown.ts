/**
 * `renderInlineMarkdown`, with one result per text for the page's life.
 *
 * The original returns a new `{ dangerouslySetInnerHTML: { __html } }` on every call, and React 19 rewrites an
 * element's HTML whenever that object is a new one, even with the same string. The outline's items (`TocItem`) and
 * the sidebar's call it in render, so every re-render of the outline, for instance when the active heading changes as
 * the reader scrolls, replaced the content of every item: on the API components reference, 169 `<code>` elements
 * parsed and laid out again right after hydration and at each change. The same text now gives the same object, so
 * React leaves the items' content alone. The texts are the headings and sidebar labels the reader meets: a few
 * hundred strings at most.
 */
import { renderInlineMarkdown as originalRenderInlineMarkdown } from '@rspress/core/theme-original';

const rendered = new Map<string, ReturnType<typeof originalRenderInlineMarkdown>>();

export function renderInlineMarkdown(text: string): ReturnType<typeof originalRenderInlineMarkdown> {
  let result = rendered.get(text);
  if (!result) {
    result = originalRenderInlineMarkdown(text);
    rendered.set(text, result);
  }
  return result;
}
