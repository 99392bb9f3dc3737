/**
 * A smaller DOM for highlighted code: a Shiki transformer that writes each line with as few elements as it can show
 * the same colours with.
 *
 * Shiki gives every grammar token its own `<span style>`, so `a.b.c` in one colour is five spans, and a token in
 * the block's foreground colour is a span that repeats what the `<pre>` already sets. On the theme config reference
 * these spans were most of the page's elements. The transformer, on each line of a block:
 * - merges neighbouring token spans whose style is the same (and that carry nothing else);
 * - leaves a token in the foreground colour as plain text, which inherits the colour from the `<pre>`;
 * - lets a run of spaces between two spans of the same colour join them, since a space shows no colour. Only when
 *   colour is all the spans set: an underline or a background would show on the space.
 *
 * Rspress highlights with one theme of CSS variables (`color:var(--shiki-token-keyword)`), whose values the light and
 * dark modes set. Two tokens count as the same style only when their style text is equal after normalising, so two
 * variables that happen to hold the same colour in one mode are never merged. Twoslash blocks are left alone: their
 * hover popups are attached to the token spans. The transformer runs after every other one (`enforce: 'post'`), on
 * the `<pre>`, when the notations have been applied and Twoslash has marked its blocks.
 */
import type { Element, ElementContent, Text } from 'hast';
import type { ShikiTransformer } from 'shiki';

/** `color: A; font-style: italic` → `color:A;font-style:italic`: the declarations as Shiki writes them, trimmed. */
export function normaliseStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()).join(':'))
    .filter((declaration) => declaration.length > 0)
    .join(';');
}

/** The `color` of a style text, or undefined: `background-color` does not count. */
function colourOf(style: string): string | undefined {
  for (const declaration of normaliseStyle(style).split(';')) {
    const [property, ...value] = declaration.split(':');
    if (property === 'color') return value.join(':');
  }
  return undefined;
}

/**
 * The normalised style of a span that carries a style (or nothing) and its text: the kind of token this transformer
 * may rewrite. Undefined for anything else, such as a span with a class that another transformer added.
 */
function tokenStyle(node: ElementContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'span') return undefined;
  if (node.children.length !== 1 || node.children[0].type !== 'text') return undefined;
  const keys = Object.keys(node.properties);
  if (keys.length === 0) return '';
  if (keys.length !== 1 || keys[0] !== 'style' || typeof node.properties.style !== 'string') return undefined;
  return normaliseStyle(node.properties.style);
}

const isSpaces = (node: ElementContent): node is Text => node.type === 'text' && /^[ \t]+$/.test(node.value);

/** Returns the line's children with the same text, in fewer nodes. `foreground` is the `<pre>`'s normalised colour. */
export function mergeLineTokens(children: ElementContent[], foregroundStyle: string | undefined): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const child of children) {
    const style = tokenStyle(child);
    const text = style === undefined ? undefined : ((child as Element).children[0] as Text).value;
    const node: ElementContent =
      style !== undefined && (style === foregroundStyle || style === '') ? { type: 'text', value: text as string } : child;
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') {
      last.value += node.value;
      continue;
    }
    const nodeStyle = node === child ? style : undefined;
    if (nodeStyle !== undefined && last && tokenStyle(last) === nodeStyle) {
      ((last as Element).children[0] as Text).value += text;
      continue;
    }
    // Spaces between two spans of one colour-only style: the three become one span.
    const beforeLast = merged.at(-2);
    if (
      nodeStyle !== undefined &&
      /^color:[^;]*$/.test(nodeStyle) &&
      last &&
      isSpaces(last) &&
      beforeLast &&
      tokenStyle(beforeLast) === nodeStyle
    ) {
      ((beforeLast as Element).children[0] as Text).value += last.value + text;
      merged.pop();
      continue;
    }
    merged.push(node === child && nodeStyle !== undefined ? copyToken(child as Element) : node);
  }
  return merged;
}

/** A copy, so that appending text to it never changes a node that Shiki may share between blocks. */
function copyToken(token: Element): Element {
  return { ...token, properties: { ...token.properties }, children: [{ type: 'text', value: (token.children[0] as Text).value }] };
}

export function transformerMergeTokens(): ShikiTransformer {
  return {
    name: 'site:merge-tokens',
    enforce: 'post',
    pre(pre) {
      const classes = String(pre.properties.class ?? '').split(' ');
      if ((this.meta as { twoslash?: unknown }).twoslash || classes.includes('twoslash')) return;
      const colour = colourOf(String(pre.properties.style ?? ''));
      const foregroundStyle = colour === undefined ? undefined : `color:${colour}`;
      for (const code of pre.children) {
        if (code.type !== 'element' || code.tagName !== 'code') continue;
        for (const line of code.children) {
          if (line.type === 'element') line.children = mergeLineTokens(line.children, foregroundStyle);
        }
      }
    },
  };
}
