/**
 * Runs a layout or style read once the browser has painted the next frame, and returns a function that cancels it.
 *
 * The outline's hooks read headings' styles and positions as soon as they mount. In an effect of React's first
 * commit the page's style is still dirty from hydration, so each read forced a style recalculation of the whole
 * document (and a layout) inside that commit, the longest task of a heavy page. After the paint, the browser has
 * done that work for the frame, and the same read costs next to nothing.
 */
export function afterNextPaint(read: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // A task queued from the frame's callback runs after the frame has been rendered.
    timeout = setTimeout(read);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}
