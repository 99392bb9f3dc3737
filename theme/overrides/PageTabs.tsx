/**
 * PageTabs, ejected from @rspress/core 2.0.22 (`eject-theme/components/PageTabs/index.tsx`). The fix: the render
 * counter that toggles the hidden <h2> below was shared by the whole module, so the server's HTML had that heading
 * or not depending on how many PageTabs the build had rendered before, and hydration failed when the browser's first
 * render disagreed (React error #418 on the Chinese components page). It now counts each instance's renders, whose
 * first is the same on both sides. Second fix: the tab labels were `div`s with `onClick`, which Tab skips and no
 * assistive technology announces. Each label is now a link to its tab's URL (`?page=1`, the query the tabs already
 * keep), so it takes focus, opens with Enter, can be opened in a new tab and is followed without JavaScript; the
 * active one carries `aria-current`. PageTab (the child element) stays the original.
 */
import { useSearchParams } from '@rspress/core/runtime';
import clsx from 'clsx';
import {
  Children,
  type ForwardedRef,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import '@rspress/core/dist/theme/components/PageTabs/index.css';

type PageTabItem = {
  label?: string | ReactNode;
  content?: ReactNode;
};

function getTabValuesFromChildren(
  children: ReactElement<PageTabProps>[],
): PageTabItem[] {
  return Children.map<PageTabItem, ReactElement<PageTabProps>>(
    children,
    (child, index) => {
      if (isValidElement(child)) {
        return {
          label: child.props?.label || undefined,
          content: children[index],
        } satisfies PageTabItem;
      }

      return {
        label: index,
        content: children[index],
      } satisfies PageTabItem;
    },
  );
}

export interface PageTabsProps {
  values?: ReactNode[] | ReadonlyArray<ReactNode> | PageTabItem[];
  /**
   * determine the query parameter name for the current tab
   * @default 'page''
   */
  id?: string;
  children: ReactNode;
  className?: string;
  tabPosition?: 'left' | 'center';
}

function usePageTabs(id: string, children: ReactElement<PageTabProps>[]) {
  const [searchParams, setSearchParams] = useSearchParams();

  const tabValues = useMemo(() => {
    return getTabValuesFromChildren(children);
  }, [children]);

  function navigateToTab(index: number) {
    if (index === 0) {
      searchParams.delete(id);
    } else {
      searchParams.set(id, String(index));
    }
    setSearchParams(searchParams);
  }

  // The server renders the first tab as the active one; the query is only known in the browser, after hydration.
  const [activeIndex, setActiveIndex] = useState(0);
  useEffect(() => {
    const currIndex = Number(searchParams.get(id) ?? '0');
    if (!Number.isNaN(currIndex)) {
      document.body.dataset.pageTabsActiveIndex = currIndex.toString();
      setActiveIndex(currIndex);
    }
  }, [searchParams]);

  const injectScript = `(function () {
    var searchParams = new URLSearchParams(window.location.search);
    var currIndex = Number(searchParams.get('${id}') || 0);
    if (!Number.isNaN(currIndex)) {
      document.body.dataset.pageTabsActiveIndex = currIndex;
    }
  })();`;

  return {
    tabValues,
    activeIndex,
    navigateToTab,
    injectScript,
  };
}

export const PageTabs = forwardRef(
  (props: PageTabsProps, ref: ForwardedRef<HTMLDivElement>): ReactElement => {
    const {
      children: rawChildren,
      tabPosition = 'left',
      className,
      id = 'page',
    } = props;

    // remove "\n" character when write JSX element in multiple lines, use Children.toArray for Tabs with no Tab element
    const children = Children.toArray(rawChildren).filter(
      child =>
        !(typeof child === 'string' && child.trim() === '') &&
        isValidElement(child),
    ) as unknown as ReactElement<PageTabProps>[];

    const { tabValues, activeIndex, navigateToTab, injectScript } = usePageTabs(
      id,
      children,
    );

    const renderCount = useRef(0);
    renderCount.current++;
    const renderCountForTocUpdate = renderCount.current;

    return (
      <>
        {/* First screen during SSR */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: injectScript }}
        />
        <div className={clsx('rp-page-tabs', className)} ref={ref}>
          {tabValues.length ? (
            <div
              className="rp-page-tabs__label"
              style={{
                justifyContent:
                  tabPosition === 'center' ? 'center' : 'flex-start',
              }}
            >
              {tabValues.map(({ label }, index) => {
                return (
                  <a
                    key={typeof label === 'string' ? label : index}
                    className="rp-page-tabs__label__item"
                    data-index={index}
                    href={`?${id}=${index}`}
                    aria-current={index === activeIndex ? 'true' : undefined}
                    onClick={event => {
                      // A modified click opens the tab's URL elsewhere, as links do.
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      navigateToTab(index);
                    }}
                  >
                    {label}
                  </a>
                );
              })}
            </div>
          ) : null}
          <div className="rp-page-tabs__content">
            {tabValues.map(({ label, content }, index) => {
              return (
                <div
                  key={typeof label === 'string' ? label : index}
                  className="rp-page-tabs__content__item"
                  data-index={index}
                >
                  {content}
                </div>
              );
            })}
          </div>
        </div>
        {/* 
          Render a hidden <h2> element to trigger a Table of Contents (TOC) update.  
          This mechanism ensures that the TOC stays in sync with tab content changes,  
          as some TOC generators rely on heading elements being present in the DOM.  
        */}
        {renderCountForTocUpdate % 2 === 0 ? (
          <h2 style={{ display: 'none' }} />
        ) : null}
      </>
    );
  },
);

export type PageTabProps = Pick<PageTabItem, 'label'> & {
  children?: ReactNode;
};
