import { useI18n, useLang, useNavigate, withBase } from '@rspress/core/runtime';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import type siteTexts from '../../i18n.json';
import type { Hit, SearchEngine } from './engine';
import { loadEngine } from './load-engine';
import { snippet } from './snippet';

export interface SearchPanelProps {
  query: string;
  active: number;
  setActive: (index: number) => void;
  onCount: (count: number) => void;
  listId: string;
  optionId: (index: number) => string;
  onOpen: () => void;
}

/** How much of a query with no results the panel repeats. */
const SHOWN_QUERY_LENGTH = 60;

/**
 * The results of the search dialog (./search/SearchDialog.tsx), loaded with the engine when a reader first opens it:
 * a listbox of sections, each with its page, its heading, a snippet with the matches marked, and a link to the
 * heading's anchor; a status line announces the number of results.
 */
export default function SearchPanel({ query, active, setActive, onCount, listId, optionId, onOpen }: SearchPanelProps) {
  const t = useI18n<typeof siteTexts>();
  const lang = useLang();
  const navigate = useNavigate();
  const [engine, setEngine] = useState<SearchEngine>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadEngine(lang).then(setEngine, () => setFailed(true));
  }, [lang]);

  const hits: Hit[] = useMemo(() => (engine && query.trim() ? engine.search(query) : []), [engine, query]);
  useEffect(() => onCount(hits.length), [hits, onCount]);

  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen();
    navigate(href);
  };

  const trimmed = query.trim();
  let status = '';
  if (failed) status = t('searchErrorText');
  else if (trimmed && !engine) status = t('searchLoadingText');
  else if (trimmed) status = hits.length ? t('searchResultsCountText').replace('{count}', String(hits.length)) : '';
  const shown = trimmed.length > SHOWN_QUERY_LENGTH ? `${trimmed.slice(0, SHOWN_QUERY_LENGTH)}…` : trimmed;
  // The whole sentence is one text per language, quotes and full stop included, so that each language punctuates it.
  const [before, after = ''] = t('searchNoResultsForQueryText').split('{query}');

  return (
    <>
      <p className="rp-search-panel__status" role="status">
        {status}
        {trimmed && engine && hits.length === 0 ? (
          <span className="rp-no-search-result__text">
            {before}
            <b>{shown}</b>
            {after}
          </span>
        ) : null}
      </p>
      <div className="rp-search-panel__results" id={listId} role="listbox" aria-label={t('searchPlaceholderText')}>
        {hits.map(({ section, terms }, index) => {
          const href = withBase(`${section.route}${section.anchor ? `#${section.anchor}` : ''}`);
          return (
            <a
              key={section.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={`rp-suggest-item rp-suggest-item__link${index === active ? ' rp-suggest-item--current' : ''}`}
              href={href}
              onClick={(event) => open(event, href)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <span className="rp-suggest-item__title">
                {section.pageTitle}
                {section.heading ? ` › ${section.heading}` : ''}
              </span>
              <span className="rp-suggest-item__snippet">
                {snippet(section.text, terms).map((piece, i) => (piece.match ? <mark key={i}>{piece.text}</mark> : piece.text))}
              </span>
            </a>
          );
        })}
      </div>
    </>
  );
}
