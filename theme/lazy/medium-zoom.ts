/**
 * Stands in for `medium-zoom` (aliased by config/lazy-modules.ts): Rspress's image-zoom component imports it into
 * every page's first load. This loads it only on a page that has images to zoom, and returns the two methods that
 * component calls when the reader leaves the page (`detach`, `close`).
 */
import type { Zoom, ZoomOptions } from 'medium-zoom';

export default function mediumZoom(images: NodeListOf<Element>, options?: ZoomOptions) {
  let zoom: Zoom | undefined;
  let left = false;
  if (images.length > 0) {
    void import('@lazy-original/medium-zoom').then(({ default: attach }) => {
      if (!left) zoom = attach(images, options);
    });
  }
  return {
    detach() {
      left = true;
      zoom?.detach();
    },
    close() {
      zoom?.close();
    },
  };
}
