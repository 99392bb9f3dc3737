import { useI18n, useLang, useSite, withBase } from '@rspress/core/runtime';
import {
  Banner,
  Layout as BasicLayout,
  Search as LocalSearch,
} from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
import type siteTexts from '../i18n.json';
import './index.css';

const algoliaEnabled = Boolean(
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME,
);

// Loaded only on an Algolia build, so the local-search build ships no DocSearch code.
const AlgoliaSearch = lazy(() => import('./AlgoliaSearch'));

function Search() {
  if (!algoliaEnabled) {
    return <LocalSearch />;
  }
  return (
    <Suspense fallback={null}>
      <AlgoliaSearch />
    </Suspense>
  );
}

function DocsBanner() {
  const t = useI18n<typeof siteTexts>();
  const { site } = useSite();
  const lang = useLang();
  const introduction = lang === site.lang ? '/guide/start/introduction' : `/${lang}/guide/start/introduction`;
  return <Banner href={withBase(introduction)} message={t('bannerText')} />;
}

function Layout() {
  return <BasicLayout beforeNav={<DocsBanner />} />;
}

export * from '@rspress/core/theme-original';
export { Layout, Search };
