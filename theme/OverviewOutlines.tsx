/**
 * The default Overview, once the outlines of the pages it lists are in the page index. The browser's index holds no
 * outlines (config/slim-page-data.ts, web-infra-dev/rspress#1102); overview pages load their locale's outlines here.
 * The static HTML already lists every heading: hydration waits for the chunk instead of rendering the page empty.
 */
import { useLang } from '@rspress/core/runtime';
import { Overview as OriginalOverview } from '@rspress/core/theme-original';
import { type ComponentProps, use } from 'react';
import { outlineLoaders, pageData } from 'virtual-page-data';

const loaded = new Map<string, Promise<void>>();

function loadOutlines(lang: string): Promise<void> | undefined {
  const load = outlineLoaders[lang];
  if (!load) return undefined;
  let promise = loaded.get(lang);
  if (!promise) {
    promise = load().then(({ default: outlines }) => {
      for (const page of pageData.pages) {
        const toc = outlines[page.routePath];
        if (toc) page.toc = toc as typeof page.toc;
      }
    });
    loaded.set(lang, promise);
  }
  return promise;
}

export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  const outlines = loadOutlines(useLang());
  if (outlines) use(outlines);
  return <OriginalOverview {...props} />;
}
