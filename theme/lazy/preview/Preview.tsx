/**
 * Stands in for @rspress/plugin-preview's global `Preview` component (swapped in by config/lazy-modules.ts,
 * `lazyPreviewComponents`). The plugin registers its component for every page, so its code was in every page's first
 * load, although only pages with a `preview` code block render it. The file keeps the name `Preview.tsx`: Rspress
 * names a global component after its file.
 *
 * The styles stay in the first load, so that a demo in the static HTML is styled before any script runs. There is no
 * Suspense boundary here: while the code loads, the page content's own boundary keeps the server HTML (hydration) or
 * the previous page (a navigation, which runs in a transition).
 */
import { type ComponentProps, lazy } from 'react';
import '@lazy-original/preview-components/Preview.css';
import '@lazy-original/preview-components/common/PreviewOperations.css';

const OriginalPreview = lazy(() => import('@lazy-original/preview-components/Preview'));

export default function Preview(props: ComponentProps<typeof OriginalPreview>) {
  return <OriginalPreview {...props} />;
}
