/**
 * The `pre` of highlighted code blocks: renders the block's HTML string that `config/code-as-html.ts` compiled in
 * place of Shiki's JSX, with `dangerouslySetInnerHTML`.
 *
 * The server writes the string as the `<pre>`'s content, so hydration adopts it as it is: React owns the `<pre>`
 * and nothing inside it (3,078 of the 5,469 elements of the theme config reference were token spans), and a block
 * that a client-side navigation mounts is parsed by the browser in one step. The title, the copy and wrap buttons,
 * line numbers and folding stay React, around the `<pre>`. A `pre` without the string (a Twoslash block, a
 * hand-written `<pre>`, the SSG-MD pass) renders its children as before.
 */
import { type HTMLAttributes, type ReactElement, useMemo } from 'react';

type PreProps = Pick<HTMLAttributes<HTMLPreElement>, 'children' | 'dangerouslySetInnerHTML'>;

/** `OriginalPre` is the default theme's `pre` (ShikiPre), which passes the props it does not use on to `<pre>`. */
export function renderCodeHtml<Props extends PreProps>(
  OriginalPre: (props: Props) => ReactElement,
): (props: Props & { codeHtml?: string }) => ReactElement {
  function Pre({ codeHtml, ...props }: Props & { codeHtml?: string }) {
    // React 19 compares `dangerouslySetInnerHTML` by identity and rewrites the element's HTML when a new object
    // arrives: one object per block for its life keeps a re-render (the wrap toggle) from reparsing the block.
    const html = useMemo(() => (codeHtml === undefined ? undefined : { __html: codeHtml }), [codeHtml]);
    if (html === undefined) return <OriginalPre {...(props as Props)} />;
    return <OriginalPre {...(props as Props)} children={undefined} dangerouslySetInnerHTML={html} />;
  }
  Pre.displayName = 'CodeHtmlPre';
  return Pre;
}
