/**
 * Keeps the first render of a page cheap on slow phones.
 *
 * React hydrates the page content, which sits in a Suspense boundary, in small slices after the rest of the page,
 * unless an update reaches the boundary before it is hydrated: then React hydrates all of it in one synchronous
 * task. With Rspress 2.0.22 two updates reach it during the first commit, and that task is most of a doc page's
 * Total Blocking Time in Lighthouse. Each fix below stops one of them; `npm run bench` shows the effect.
 */
import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import { memo, useContext, useLayoutEffect } from 'react';

/**
 * The client entry stores the first page's data in the cache slot for the previous page, and App's layout effect
 * reads only the slot for the next one. It finds nothing, loads the data again and puts an equal but new object
 * on PageContext, which every page component reads. Layout effects run children first, so this hands App the
 * object it already holds before App looks, and App's setState changes nothing. Later navigations go the usual way.
 */
export function useKeepHydratedPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // Empty dependencies: only the render being hydrated needs this.
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
  }, []);
}

/**
 * DocLayout sets state from a ref callback on the element around the content (to watch the headings for the
 * outline), so it renders again during the first commit. DocContent would follow with a new MDX components
 * object, an update to the content's context. Its props do not change then, so memo stops it there.
 */
export const DocContent = memo(OriginalDocContent);
