/** A piece of a result's text, marked when it is a query match. Rendered as React text, so markup stays inert. */
export interface Piece {
  text: string;
  match: boolean;
}

const BEFORE = 30;
const LENGTH = 140;

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The part of `text` around the first match of any of `terms`, cut into marked and plain pieces. */
export function snippet(text: string, terms: string[]): Piece[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  const pattern = usable.length ? new RegExp(usable.map(escape).join('|'), 'giu') : null;
  const first = pattern ? flat.search(pattern) : -1;
  const start = Math.max(0, first - BEFORE);
  const window = `${start > 0 ? '…' : ''}${flat.slice(start, start + LENGTH)}${start + LENGTH < flat.length ? '…' : ''}`;
  if (!pattern) return [{ text: window, match: false }];
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of window.matchAll(pattern)) {
    if (match.index > last) pieces.push({ text: window.slice(last, match.index), match: false });
    pieces.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < window.length) pieces.push({ text: window.slice(last), match: false });
  return pieces;
}
