import { useI18n } from '@rspress/core/runtime';
import { SearchPanel as OriginalSearchPanel, type SearchPanelProps } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import type siteTexts from '../i18n.json';
import { holdFocus } from './hold-focus';
import './search-panel.css';

/**
 * The search panel is a modal without dialog semantics: Tab walked out of it into the page behind.
 * It now is a labelled dialog that keeps focus and returns it to the search button when it closes
 * (the original already closes on Escape). aria-input-field-name: its input is labelled "SearchPanelInput".
 *
 * Its own module because ./LocalSearch.tsx loads it, and the search engine with it, only when a reader searches.
 */
export default function SearchPanel(props: SearchPanelProps) {
  const t = useI18n<typeof siteTexts>();
  const label = t('searchPlaceholderText');
  // Read while rendering the opening: the panel's input has not taken focus yet.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (props.focused && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement;
  wasOpen.current = props.focused;
  useEffect(() => {
    if (!props.focused) return;
    const modal = document.querySelector<HTMLElement>('#__rspress_modal_container .rp-search-panel__modal');
    if (!modal) return;
    modal.querySelector('.rp-search-panel__input')?.setAttribute('aria-label', label);
    return holdFocus(modal, { label, returnTo: opener.current });
  }, [props.focused, label]);
  return <OriginalSearchPanel {...props} />;
}
