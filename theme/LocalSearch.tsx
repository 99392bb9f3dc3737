import { SearchButton } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadSearchPanel = () => import('./SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

/**
 * The built-in local search, with its panel loaded on first use.
 *
 * The original mounts the panel on every page, and the panel brings FlexSearch into the first-load JavaScript and
 * downloads the search index twice as soon as the page loads (a prefetch link, and a fetch when it mounts),
 * before anyone searches. Here the button renders at once; pointing at it or focusing it starts loading the
 * panel, and opening it mounts the panel, which then fetches the index. Until then this listens for the
 * Ctrl/⌘ K shortcut itself; once mounted, the panel handles its own keys.
 */
export function LocalSearch() {
  const [focused, setFocused] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = (value: boolean) => {
    setMounted(true);
    setFocused(value);
  };

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        open(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  return (
    <>
      <span className="rp-search-trigger" onPointerOver={loadSearchPanel} onFocus={loadSearchPanel}>
        <SearchButton setFocused={open} />
      </span>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchPanel focused={focused} setFocused={setFocused} />
        </Suspense>
      ) : null}
    </>
  );
}
