import { SearchButton } from '../overrides/SearchButton';
import { useEffect, useState } from 'react';
import { loadSearchPanel, SearchDialog } from './SearchDialog';

/**
 * This site's local search, in place of the default theme's panel, which brought FlexSearch into every page's
 * JavaScript, downloaded the index on every first visit, lost what was typed while it loaded, and ranked without
 * weights, word segmentation or key parts. The button and the dialog's input render at once; pointing at or
 * focusing the button starts loading the results code, and opening the dialog loads the engine and the index
 * (theme/search/). Ctrl/⌘ K opens and closes it.
 */
export function LocalSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <span className="rp-search-trigger" onPointerOver={loadSearchPanel} onFocus={loadSearchPanel}>
        <SearchButton setFocused={setOpen} />
      </span>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
