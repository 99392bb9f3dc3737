import GithubSlugger from '@rspress/shared/github-slugger';
import type { ScannedPage } from '../../../config/markdown-scan';
import { headingsOf } from '../../lib/markdown';

export interface HeadingId {
  depth: number;
  line: number;
  /** The id written as `{#id}` at the end of the heading, if any. */
  explicit: string | undefined;
  /** The id the built HTML carries: the explicit one, or the slug of the heading's text. */
  id: string;
}

/** Rspress 2 reads `{#id}` at the end of a heading's text (`extractTextAndId` in @rspress/shared). */
const EXPLICIT_ID = /\\?\{#(.*)\}/;

/**
 * The text Rspress slugs for a heading: what the reader sees, so without Markdown markup, link targets,
 * pictures and JSX/HTML elements (`<Badge />` adds nothing to the id). Backslash escapes give their character.
 */
export function visibleText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<([A-Za-z][\w.]*)\b[^>]*\/>/g, '')
    .replace(/<([A-Za-z][\w.]*)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
}

/**
 * The id of every heading of a page, in order, as the build gives them: Rspress uses github-slugger (the copy in
 * @rspress/shared) with one slugger per page, so a repeated heading gets `-1`, `-2`; a heading with an explicit id
 * does not count as a repeat.
 */
export function headingIds(page: ScannedPage): HeadingId[] {
  const slugger = new GithubSlugger();
  return headingsOf(page).map(({ depth, line, text }) => {
    const explicit = EXPLICIT_ID.exec(text)?.[1];
    const id = explicit || slugger.slug(visibleText(text.replace(EXPLICIT_ID, '').trimEnd()));
    return { depth, line, explicit: explicit || undefined, id };
  });
}
