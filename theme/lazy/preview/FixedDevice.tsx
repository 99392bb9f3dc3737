/**
 * Stands in for @rspress/plugin-preview's global UI component `FixedDevice` (swapped in by config/lazy-modules.ts,
 * `lazyPreviewComponents`). The original renders on every page and draws nothing unless the page has demos in the
 * `iframe-fixed` mode; its code now loads only on those pages. Its styles stay in the first load (see ./Preview.tsx).
 */
import { usePage } from '@rspress/core/runtime';
import { lazy } from 'react';
import '@lazy-original/preview-components/FixedDevice.css';
import '@lazy-original/preview-components/common/PreviewOperations.css';

const OriginalFixedDevice = lazy(() => import('@lazy-original/preview-components/FixedDevice'));

export default function FixedDevice() {
  const { page } = usePage();
  return page.haveIframeFixedDemos ? <OriginalFixedDevice /> : null;
}
