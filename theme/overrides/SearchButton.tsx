/**
 * SearchButton, ejected from @rspress/core 2.0.22 (`eject-theme/components/Search/SearchButton.tsx`). The fix: its
 * parts are <span>s, since a <div> is allowed neither inside the <button> nor beside it in the phrasing-content
 * wrapper that holds it (Nu validator).
 */
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';

export interface SearchButtonProps {
  setFocused: (focused: boolean) => void;
}

export function SearchButton({ setFocused }: SearchButtonProps) {
  const [metaKey, setMetaKey] = useState<null | string>(null);
  const t = useI18n();
  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <>
      <button className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <span className="rp-search-button--mobile" onClick={() => setFocused(true)}>
        <SvgWrapper icon={IconSearch} />
      </span>
    </>
  );
}
