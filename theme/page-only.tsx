/**
 * Default-theme components that only some pages render, loaded by those pages: `export *` of the default theme in
 * theme/index.tsx would put them into every page's first load. The static HTML still carries their markup
 * (Rspress's SSG waits for lazy components), and hydration keeps that markup until the component's chunk arrives.
 * The deep imports bypass the theme's index, which every page loads. PackageManagerTabs, PageTabs and Tabs are this
 * site's fixed copies (./overrides/).
 */
import { type ComponentProps, type ComponentRef, forwardRef, lazy, Suspense } from 'react';
import type { PackageManagerTabs as PackageManagerTabsType } from './overrides/PackageManagerTabs';
import type { PageTabs as PageTabsType } from './overrides/PageTabs';
import type { Tabs as TabsType } from './overrides/Tabs';
import type { Overview as OverviewType } from './OverviewOutlines';
import type { Prompt as PromptType } from '@rspress/core/dist/theme/components/Prompt/index.js';

const LazyPackageManagerTabs = lazy(() =>
  import('./overrides/PackageManagerTabs').then(({ PackageManagerTabs }) => ({
    default: PackageManagerTabs,
  })),
);
const LazyPageTabs = lazy(() => import('./overrides/PageTabs').then(({ PageTabs }) => ({ default: PageTabs })));
const LazyTabs = lazy(() => import('./overrides/Tabs').then(({ Tabs }) => ({ default: Tabs })));
const LazyOverview = lazy(() => import('./OverviewOutlines').then(({ Overview }) => ({ default: Overview })));
const LazyPrompt = lazy(() =>
  import('@rspress/core/dist/theme/components/Prompt/index.js').then(({ Prompt }) => ({ default: Prompt })),
);

export function PackageManagerTabs(props: ComponentProps<typeof PackageManagerTabsType>) {
  return (
    <Suspense fallback={null}>
      <LazyPackageManagerTabs {...props} />
    </Suspense>
  );
}

/** Only overview pages (`overview: true`) render it; the default theme's DocLayout imports it from the theme. */
export function Overview(props: ComponentProps<typeof OverviewType>) {
  return (
    <Suspense fallback={null}>
      <LazyOverview {...props} />
    </Suspense>
  );
}

export function Prompt(props: ComponentProps<typeof PromptType>) {
  return (
    <Suspense fallback={null}>
      <LazyPrompt {...props} />
    </Suspense>
  );
}

export const PageTabs = forwardRef<ComponentRef<typeof PageTabsType>, ComponentProps<typeof PageTabsType>>((props, ref) => (
  <Suspense fallback={null}>
    <LazyPageTabs {...props} ref={ref} />
  </Suspense>
));
PageTabs.displayName = 'PageTabs';

export const Tabs = forwardRef<ComponentRef<typeof TabsType>, ComponentProps<typeof TabsType>>((props, ref) => (
  <Suspense fallback={null}>
    <LazyTabs {...props} ref={ref} />
  </Suspense>
));
Tabs.displayName = 'Tabs';
