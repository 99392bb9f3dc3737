/**
 * The skip link (WCAG 2.4.1 bypass blocks) and its target. The link renders in Layout's `top` slot; the target
 * starts each layout's <main> (Layout's `beforeDocContent` slot, and the home and 404 layouts of ./landmarks.tsx).
 */
import { useI18n } from '@rspress/core/runtime';
import type siteTexts from '../../i18n.json';

/** The skip link's target: the first thing inside each layout's <main>. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element, shown on focus. It sits in a <nav> so that it is inside a landmark like every other
 * content.
 */
export function SkipLink() {
  const t = useI18n<typeof siteTexts>();
  return (
    <nav className="rp-skip-nav" aria-label={t('skipToContent')}>
      <a className="rp-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
    </nav>
  );
}

/** Where the skip link lands; tabIndex -1 lets it take focus, so the next Tab continues from there. */
export function MainTarget() {
  return <span id={MAIN_CONTENT_ID} className="rp-skip-target" tabIndex={-1} />;
}
