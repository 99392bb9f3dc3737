/**
 * Highlighted code blocks hydrate from the HTML the build wrote, without React building a fiber for every Shiki
 * token span (3,078 of the 5,469 elements of the theme config reference were inside `<pre>`).
 *
 * MDX compiles a block's highlighted HTML into the route chunk as JSX, and the default theme's `pre` (ShikiPre)
 * renders it as children of a `<pre>`. During hydration this `pre` instead gives the element
 * `dangerouslySetInnerHTML` and no children: React then adopts the `<pre>` the server rendered and leaves everything
 * inside it as it is. The title, the copy and wrap buttons, line numbers and folding stay React, around the `<pre>`.
 * A block mounted later (a client-side navigation, a tab panel opened later) has no server HTML to keep, so it
 * renders its children as usual. Only Shiki's blocks are kept: a hand-written `<pre>` in MDX may hold components.
 */
import { type ComponentType, type HTMLAttributes, memo, type ReactElement, useState, useSyncExternalStore } from 'react';

/**
 * One object for the whole module: React 19 compares `dangerouslySetInnerHTML` by identity and, on any update that
 * brings a different object, writes its `__html` into the element, which would empty the block. `__html` must not
 * be null, or React hydrates the server's children as unclaimed nodes and reports a mismatch.
 */
const KEEP_SERVER_HTML = { __html: '' };

const subscribeToNothing = () => () => {};

/**
 * True in the render that hydrates this component, false in a render on the server or in a client-side mount.
 * React calls the server snapshot while it hydrates and the client snapshot otherwise; the state keeps the answer
 * of the first render for the component's life (the snapshot's change after hydration re-renders the component once,
 * and the memo below stops that render before the code block).
 */
function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => typeof document !== 'undefined');
  const [mountedByHydration] = useState(hydrating);
  return mountedByHydration;
}

type PreProps = Pick<HTMLAttributes<HTMLPreElement>, 'className' | 'children' | 'dangerouslySetInnerHTML' | 'suppressHydrationWarning'>;

/** `OriginalPre` is the default theme's `pre` (ShikiPre), which passes the props it does not use on to `<pre>`. */
export function keepServerHtmlOfCode<Props extends PreProps>(
  OriginalPre: (props: Props) => ReactElement,
): (props: Props) => ReactElement {
  const OriginalPreMemo = memo(OriginalPre) as unknown as ComponentType<Props>;
  function Pre(props: Props) {
    const mountedByHydration = useMountedByHydration();
    if (!mountedByHydration || !props.className?.split(' ').includes('shiki')) return <OriginalPreMemo {...props} />;
    return (
      <OriginalPreMemo
        {...props}
        // MDX's children are the highlighted tokens, which the server HTML already holds.
        children={undefined}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  Pre.displayName = 'KeepServerHtmlPre';
  return Pre;
}
