/**
 * Default-theme components that only some pages render, loaded by those pages: `export *` of the default theme in
 * theme/index.tsx would put them into every page's first load. The static HTML still carries their markup
 * (Rspress's SSG waits for lazy components), and hydration keeps that markup until the component's chunk arrives.
 * The deep imports bypass the theme's index, which every page loads.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import type { PackageManagerTabs as PackageManagerTabsType } from '@rspress/core/dist/theme/components/PackageManagerTabs/index.js';
import type { Prompt as PromptType } from '@rspress/core/dist/theme/components/Prompt/index.js';

const LazyPackageManagerTabs = lazy(() =>
  import('@rspress/core/dist/theme/components/PackageManagerTabs/index.js').then(({ PackageManagerTabs }) => ({
    default: PackageManagerTabs,
  })),
);
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

export function Prompt(props: ComponentProps<typeof PromptType>) {
  return (
    <Suspense fallback={null}>
      <LazyPrompt {...props} />
    </Suspense>
  );
}
