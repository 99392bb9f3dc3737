/**
 * Stands in for `scroll-into-view-if-needed` (aliased by config/scroll-after-paint.ts): the same scroll, made after
 * the browser has painted the next frame.
 *
 * `SidebarItem` scrolls the active sidebar item into view from an effect, so on a page's first load the scroll runs
 * inside React's hydration commit, while the style is still dirty from it: the package's measurements (computed
 * styles and boxes of the item and its scroll parents) forced a style recalculation of the whole document and a
 * layout in the page's longest task. After the paint the browser has done that work for the frame. `TocItem`, the
 * package's other caller, scrolls the outline as the reader moves, where one frame later changes nothing.
 */
import scrollIntoViewNow from '@deferred-original/scroll-into-view-if-needed';
import { afterNextPaint } from './after-next-paint';

type Options = Parameters<typeof scrollIntoViewNow>[1];

export default function scrollIntoViewAfterPaint(target: Element, options?: Options): void {
  // Both callers only scroll; neither reads the result of a `behavior` function.
  afterNextPaint(() => {
    // An item replaced in the meantime (a navigation) is not in the document any more.
    if (target.isConnected) scrollIntoViewNow(target, options as never);
  });
}
