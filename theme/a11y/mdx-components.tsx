/**
 * The default theme's MDX components, with three fixes. aria-hidden-focus: heading anchors are aria-hidden links
 * that Tab still reached (invisibly); they leave the tab order (the outline links to every heading).
 * scrollable-region-focusable: a table wider than its column scrolls sideways, so its scroll box is focusable while
 * it overflows. label: a GFM task list item's checkbox has no name; the item's text labels it.
 */
import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { renderCodeHtml } from '../code-html';
import {
  Children,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  forwardRef,
  isValidElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

type MDXComponents = ReturnType<typeof getOriginalMDXComponents>;
let mdxComponents: MDXComponents | undefined;

export function getCustomMDXComponent(): MDXComponents {
  if (mdxComponents) return mdxComponents;
  const original = getOriginalMDXComponents();
  const OriginalA = original.a;
  const A = (props: ComponentProps<typeof OriginalA>) => {
    const className = (props as { className?: string }).className ?? '';
    return <OriginalA {...props} {...(className.includes('rp-header-anchor') ? { tabIndex: -1 } : {})} />;
  };
  // Not an accessibility fix: highlighted code renders the HTML string the build compiled (../code-html.tsx).
  const Pre = renderCodeHtml(original.pre);
  const OriginalLi = original.li;
  const OriginalP = original.p;
  // A tight list puts the checkbox straight in the <li>, a loose one in the item's first <p>; a nested list or a
  // second paragraph ends the label, since a <label> holds only phrasing content.
  const blocks = new Set<unknown>(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote', original.ul, original.ol, OriginalP, Pre, original.table, original.blockquote, Table]);
  const labelTaskCheckbox = (children: ReactNode): ReactNode => {
    const items = Children.toArray(children);
    const first = items[0];
    if (!isValidElement<{ type?: string }>(first) || first.type !== 'input' || first.props.type !== 'checkbox') return children;
    const end = items.findIndex((item, index) => index > 0 && isValidElement(item) && blocks.has(item.type));
    const inline = end === -1 ? items : items.slice(0, end);
    return [<label key="task">{inline}</label>, ...(end === -1 ? [] : items.slice(end))];
  };
  const Li = ({ children, ...props }: ComponentProps<typeof OriginalLi>) => (
    <OriginalLi {...props}>{props.className?.includes('task-list-item') ? labelTaskCheckbox(children) : children}</OriginalLi>
  );
  const P = ({ children, ...props }: ComponentProps<typeof OriginalP>) => <OriginalP {...props}>{labelTaskCheckbox(children)}</OriginalP>;
  const components = { ...original, a: A, li: Li, p: P, pre: Pre, table: Table };
  mdxComponents = components;
  return components;
}

/**
 * The default theme's table (a scroll box around the <table>), whose box takes focus while it overflows. The build
 * cannot know the reader's width, so the HTML it writes makes every box focusable, as Shiki does for code blocks.
 */
const Table = forwardRef<HTMLTableElement, ComponentPropsWithoutRef<'table'>>((props, ref) => {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="rp-table-scroll-container rp-scrollbar" tabIndex={overflows ? 0 : undefined}>
      <table ref={ref} {...props} />
    </div>
  );
});
Table.displayName = 'Table';
