/**
 * prefers-reduced-motion: the theme also scrolls smoothly from JavaScript (scroll to top, the outline following the
 * reader, folding a code block), which CSS cannot stop; with the preference set, those scrolls jump. Chromium does
 * not do this by itself. Imported for this side effect by theme/index.tsx; the CSS half is in theme/index.css.
 */
if (typeof window !== 'undefined') {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
  type Scroll = (this: unknown, ...args: unknown[]) => void;
  const jumpIfReduced = (scroll: Scroll): Scroll =>
    function (this: unknown, ...args: unknown[]) {
      const [options] = args;
      if (reduce.matches && typeof options === 'object' && options && 'behavior' in options) {
        args[0] = { ...options, behavior: 'auto' };
      }
      scroll.apply(this, args);
    };
  for (const target of [Element.prototype, window] as unknown as Record<string, Scroll>[]) {
    for (const name of ['scroll', 'scrollTo', 'scrollBy', 'scrollIntoView']) {
      if (typeof target[name] === 'function') target[name] = jumpIfReduced(target[name]);
    }
  }
}

export {};
