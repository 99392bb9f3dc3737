/**
 * Gives each content image that is an SVG of docs/public the width and height its file declares (`<svg width height>`),
 * so that the browser reserves the image's box before the file arrives, instead of moving the text below it when it
 * does (Lighthouse's "unsized-images"). Markdown's image syntax has no place for a size. The theme's `img { max-width:
 * 100%; height: auto }` keeps the ratio on narrow screens. Other images (PNG, remote, next to a page) are left alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

type Size = { width: number; height: number };

/** The size an SVG file declares on its root element, in pixels, or undefined without both attributes. */
export function declaredSvgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = /\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  const height = /\sheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/** A rehype plugin for `markdown.rehypePlugins`, reading the SVGs of `publicDir` (each file once per build). */
export function rehypeSvgImageSizes(publicDir: string) {
  const sizes = new Map<string, Size | undefined>();
  const sizeOf = (src: string): Size | undefined => {
    if (!sizes.has(src)) {
      const file = path.join(publicDir, decodeURI(src));
      sizes.set(src, file.startsWith(publicDir + path.sep) && existsSync(file) ? declaredSvgSize(readFileSync(file, 'utf8')) : undefined);
    }
    return sizes.get(src);
  };
  const visit = (node: HastNode): void => {
    const src = node.properties?.src;
    if (node.tagName === 'img' && typeof src === 'string' && /^\/[^?#]*\.svg$/.test(src) && node.properties?.width === undefined) {
      const size = sizeOf(src);
      if (size && node.properties) Object.assign(node.properties, size);
    }
    for (const child of node.children ?? []) visit(child);
  };
  return () => visit;
}
