// Splits a Markdown body into heading sections and the inline code of each, so that the API coverage
// check can ask "does a heading name `x`?" and "does this section show `--flag` in backticks?".

export interface DocSection {
  /** 0 for the lead-in before the first heading, else the number of `#`. */
  depth: number;
  /** The inline code spans of the heading line: the names the heading documents. */
  names: string[];
  /** Every inline code span of the section, heading included. */
  code: string[];
}

const FENCE = /^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm;
const HEADING = /^(#{1,6})\s+(.*)$/;
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

export function codeSpans(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)].map((match) => match[2].trim());
}

export function splitSections(body: string): DocSection[] {
  // Fenced blocks go first: a `# comment` in a shell block is not a heading, and code there is not prose in backticks.
  const lines = body.replace(FENCE, '').split('\n');
  const sections: DocSection[] = [{ depth: 0, names: [], code: [] }];
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) sections.push({ depth: heading[1].length, names: codeSpans(heading[2]), code: [] });
    sections[sections.length - 1].code.push(...codeSpans(line));
  }
  return sections;
}

/** The section whose heading names `name`, with its subsections; empty when no heading does. */
export function sectionNamed(sections: DocSection[], name: string): DocSection[] {
  const start = sections.findIndex((section) => section.depth > 0 && section.names.includes(name));
  if (start < 0) return [];
  const end = sections.findIndex((section, index) => index > start && section.depth <= sections[start].depth);
  return sections.slice(start, end < 0 ? undefined : end);
}

/** True when an inline code span shows `token` as a whole word, e.g. `--port` in `` `--port <port>` ``. */
export function showsCode(sections: DocSection[], token: string): boolean {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`);
  return sections.some((section) => section.code.some((code) => word.test(code)));
}
