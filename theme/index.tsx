import { useI18n, useLang, useSite, withBase } from '@rspress/core/runtime';
import { Layout as BasicLayout } from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
import type siteTexts from '../i18n.json';
import { listenForEarlyClicks } from './algolia-early-click';
import { Announcement, TwoslashPopupPortal } from './a11y/landmarks';
import { NoScriptStyles } from './a11y/no-script';
import './a11y/reduced-motion';
import { MainTarget, SkipLink } from './a11y/skip-link';
import { DocContent, useKeepHydratedPageData } from './hydration';
import { useMarkPageHydrated } from './lazy-page-content';
import { Banner } from './overrides/Banner';
import { LocalSearch } from './search/LocalSearch';
import { SourceCode } from './SourceCode';
// After every component import, so that its rules win over the default theme's rules of equal specificity.
import './index.css';

// Loaded lazily, and only on an Algolia build. The condition is the ALGOLIA_* defines themselves, so that the bundler
// sees a constant and drops the import from a local-search build: a lazy chunk's CSS would otherwise still be
// merged into the stylesheet every page loads (Rspress puts all CSS into one `styles` chunk).
const AlgoliaSearch =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? lazy(() => import('./AlgoliaSearch'))
    : undefined;
if (AlgoliaSearch && typeof document !== 'undefined') listenForEarlyClicks();

function Search() {
  if (!AlgoliaSearch) {
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
  useKeepHydratedPageData();
  useMarkPageHydrated();
  // The skip link comes first; the landmarks and the skip target are explained in ./a11y/.
  return (
    <BasicLayout
      top={
        <>
          <SkipLink />
          <NoScriptStyles />
        </>
      }
      beforeNav={
        <Announcement>
          <DocsBanner />
        </Announcement>
      }
      beforeDocContent={<MainTarget />}
      afterDocContent={<TwoslashPopupPortal />}
    />
  );
}

export * from '@rspress/core/theme-original';
// Accessibility overrides of default-theme components; each extends the original (theme/README.md lists them).
export { HomeLayout, NotFoundLayout, Root } from './a11y/landmarks';
export { getCustomMDXComponent } from './a11y/mdx-components';
// Fixes of default-theme components, each the original with the fix (theme/README.md lists them): the default
// theme's own components import these names through `@rspress/core/theme`, which resolves to this file.
export { CodeButtonGroup } from './overrides/CodeButtonGroup';
export { HomeBackground } from './overrides/HomeBackground';
export { HomeFeature } from './overrides/HomeFeature';
export { LlmsCopyButton } from './overrides/LlmsCopyButton';
export { LlmsViewOptions } from './overrides/LlmsViewOptions';
export { Nav } from './overrides/Nav';
export { NavHamburger } from './overrides/NavHamburger';
export { NavTitle } from './overrides/NavTitle';
export { renderInlineMarkdown } from './overrides/renderInlineMarkdown';
export { SearchButton } from './overrides/SearchButton';
export { SocialLinks } from './overrides/SocialLinks';
export { SvgWrapper } from './overrides/SvgWrapper';
export { SwitchAppearance } from './overrides/SwitchAppearance';
export { Overview, PackageManagerTabs, PageTabs, Prompt, Tabs } from './page-only';
// The outline's hooks, with their layout reads out of React's first commit (theme/README.md).
export { ReadPercent, useReadPercent } from './overrides/ReadPercent';
export { useDynamicToc, useWatchToc } from './overrides/toc-hooks';
export { useActiveAnchor } from './overrides/useActiveAnchor';
export { Banner, DocContent, Layout, Search, SourceCode };
