/**
 * Cuts the pages of Rspress's search index (static/search_index.<lang>.<hash>.json, written by the build) into
 * sections, one per heading, so that a result can name the heading that matched and link to its anchor.
 */

/** A page as Rspress writes it into the search index. */
export interface IndexedPage {
  title: string;
  content: string;
  routePath: string;
  description?: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

export interface Section {
  id: number;
  /** The page's route, e.g. /zh/guide/basic/deploy. */
  route: string;
  /** The heading's id, '' for the text before the first heading. */
  anchor: string;
  pageTitle: string;
  /** The page title on the first section only, so that a title match ranks the page's top. */
  title: string;
  /** The page title and the words of its URL, on every section: 'home page features' finds Features on Home page. */
  page: string;
  heading: string;
  text: string;
}

const plain = (heading: string) => heading.replace(/`/g, '');

/**
 * Every page of this site ends with a list of links whose text is other pages' titles. As a section it matched the
 * queries for those pages and pushed their own sections down, and the pages it links to are indexed anyway.
 */
const LINK_LIST_ANCHOR = 'related-pages';

export function toSections(pages: IndexedPage[]): Section[] {
  const sections: Section[] = [];
  for (const page of pages) {
    const cuts = page.toc.filter((entry) => entry.depth > 1 && entry.charIndex >= 0);
    const intro = page.content.slice(0, cuts[0]?.charIndex ?? page.content.length);
    const slug = page.routePath.split('/').pop()?.replace(/-/g, ' ') ?? '';
    const base = { route: page.routePath, pageTitle: page.title, page: `${page.title} ${slug}` };
    sections.push({ ...base, id: sections.length, anchor: '', title: page.title, heading: '', text: `${page.description ?? ''}\n${intro}` });
    cuts.forEach((entry, i) => {
      if (entry.id === LINK_LIST_ANCHOR) return;
      const heading = plain(entry.text);
      // The content repeats each heading's text where the section starts.
      let text = page.content.slice(entry.charIndex, cuts[i + 1]?.charIndex ?? page.content.length);
      if (text.startsWith(heading)) text = text.slice(heading.length);
      sections.push({ ...base, id: sections.length, anchor: entry.id, title: '', heading, text });
    });
  }
  return sections;
}
