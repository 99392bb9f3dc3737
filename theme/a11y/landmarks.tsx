/**
 * Landmarks the default layouts lack (axe `region`, `landmark-one-main`): every content sits in one, so a screen
 * reader's landmark list covers the whole page.
 */
import { Head, useFrontmatter, useI18n, usePage } from '@rspress/core/runtime';
import {
  HomeLayout as OriginalHomeLayout,
  type HomeLayoutProps,
  LlmsHint,
  NotFoundLayout as OriginalNotFoundLayout,
  Root as OriginalRoot,
  type RootProps,
} from '@rspress/core/theme-original';
import { Children, createElement, isValidElement, type ReactNode } from 'react';
import type siteTexts from '../../i18n.json';
import { MainTarget } from './skip-link';

/**
 * region: @rspress/plugin-twoslash copies every type popup into a <twoslash-popup-portal> that it appends to
 * <body>, outside every landmark, and the popups of `^?` queries always show. The plugin uses the first portal
 * in the document, so this one, rendered after the content inside <main>, keeps them in the main landmark.
 */
export function TwoslashPopupPortal() {
  return createElement('twoslash-popup-portal', { className: 'twoslash' });
}

/** region: the banner sits above the nav, outside every landmark, so it gets a named one. */
export function Announcement({ children }: { children: ReactNode }) {
  const t = useI18n<typeof siteTexts>();
  return (
    <section className="rp-announcement" aria-label={t('announcementLabel')}>
      {children}
    </section>
  );
}

/**
 * region: the hint for AI agents is visually hidden text outside every landmark; screen readers skip it too.
 * The 404 pages get no hint: `LlmsHint` tells agents that every route is available as Markdown, `/404.md` included,
 * with a `<link rel="alternate" type="text/markdown">` in the head, and the build writes no Markdown copy of a 404
 * page (theme/README.md, U30).
 */
export function Root({ children, ...props }: RootProps) {
  const { page } = usePage();
  return (
    <OriginalRoot {...props}>
      {Children.map(children, (child) => {
        if (!isValidElement(child) || child.type !== LlmsHint) return child;
        return page.pageType === '404' ? null : <div aria-hidden="true">{child}</div>;
      })}
    </OriginalRoot>
  );
}

/**
 * landmark-one-main and region: the home page has no <main>. page-has-heading-one: its hero name is
 * a <div>, so a visually hidden <h1> carries it.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { frontmatter } = useFrontmatter();
  const name = frontmatter.hero?.name;
  return (
    <main className="rp-layout-main">
      <MainTarget />
      <OriginalHomeLayout
        {...props}
        beforeHero={
          <>
            {name ? <h1 className="rp-sr-only">{name}</h1> : null}
            {props.beforeHero}
          </>
        }
      />
    </main>
  );
}

/** landmark-one-main and region: the 404 page has no <main>. */
export function NotFoundLayout() {
  return (
    <main className="rp-layout-main">
      {/* Not an a11y fix: a host that serves 404.html with status 200 must not have it indexed as a page. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <MainTarget />
      <OriginalNotFoundLayout />
    </main>
  );
}
