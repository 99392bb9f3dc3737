/**
 * Default-theme components that only some pages render, loaded by those pages: `export *` of the default theme in
 * theme/index.tsx would put them into every page's first load. The static HTML still carries their markup
 * (Rspress's SSG waits for lazy components), and hydration keeps that markup until the component's chunk arrives.
 * The deep imports bypass the theme's index, which every page loads. PackageManagerTabs, PageTabs and Tabs are this
 * site's fixed copies (./overrides/).
 */
import { type ComponentProps, type ComponentRef, forwardRef, isValidElement, lazy, memo, Suspense } from 'react';
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

/** Two props are the same if they are equal, or elements of one type with equal props (a fresh `<DocContent />`). */
function sameProp(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true;
  if (!isValidElement(before) || !isValidElement(after) || before.type !== after.type || before.key !== after.key) return false;
  const [a, b] = [before.props as Record<string, unknown>, after.props as Record<string, unknown>];
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Only overview pages (`overview: true`) render it; the default theme's DocLayout imports it from the theme. DocLayout
 * re-renders as its effects run while the page hydrates, and each time it passes a new `content` element: a prop
 * change that made React give up the boundary's server HTML before the chunk had come, so the overview's heading,
 * filter and lists disappeared for as long as the chunk took (300 ms here; for good on a connection that loses it).
 * Re-rendering only on a real change keeps the boundary dehydrated until it can hydrate.
 */
export const Overview = memo(function Overview(props: ComponentProps<typeof OverviewType>) {
  return (
    <Suspense fallback={null}>
      <LazyOverview {...props} />
    </Suspense>
  );
}, (before, after) => {
  const keys = Object.keys(before) as (keyof typeof before)[];
  return keys.length === Object.keys(after).length && keys.every((key) => sameProp(before[key], after[key]));
});

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
