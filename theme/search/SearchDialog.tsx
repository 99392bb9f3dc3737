import { useI18n } from '@rspress/core/runtime';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type siteTexts from '../../i18n.json';
import { trapFocus } from './focus-trap';
import './search-panel.css';

export const loadSearchPanel = () => import('./SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

/**
 * The search dialog. It is part of the page's own JavaScript and renders its input in the same task as the
 * Ctrl/⌘ K press or button click that opens it, so every key typed after that lands in the input, in order, while
 * the results list (./SearchPanel.tsx), the engine and the index are still loading. The input is a combobox that
 * owns the results listbox: arrows move the active result, Enter opens it, Escape closes the dialog.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useI18n<typeof siteTexts>();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [count, setCount] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Read before the input takes focus: where focus goes back when the dialog closes.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  useLayoutEffect(() => (dialog.current ? trapFocus(dialog.current, opener) : undefined), [opener]);
  useEffect(() => setActive(count > 0 ? 0 : -1), [count, query]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + count) % count;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      document.getElementById(optionId(active))?.click();
    }
  };

  return createPortal(
    <div className="rp-search-panel__mask" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="rp-search-panel__modal" role="dialog" aria-modal="true" aria-label={t('searchPlaceholderText')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onClose();
        }}
      >
        <div className="rp-search-panel__header">
          <input
            className="rp-search-panel__input"
            type="search"
            role="combobox"
            aria-label={t('searchPlaceholderText')}
            aria-expanded={count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={t('searchPlaceholderText')}
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the reader opened the dialog to type into it.
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="rp-search-panel__cancel" onClick={onClose}>
            {t('searchPanelCancelText')}
          </button>
        </div>
        <Suspense fallback={<p className="rp-search-panel__status" role="status">{query.trim() ? t('searchLoadingText') : ''}</p>}>
          <SearchPanel query={query} active={active} setActive={setActive} onCount={setCount} listId={listId} optionId={optionId} onOpen={onClose} />
        </Suspense>
      </div>
    </div>,
    document.body,
  );
}
