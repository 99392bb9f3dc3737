/**
 * Banner, ejected from @rspress/core 2.0.22 (`eject-theme/components/Banner/index.tsx`). The fixes:
 * - the close icon was an <svg> with `onClick`, with no role, name or keyboard access; it is now inside a button
 *   named "Close the announcement" (`closeAnnouncementLabel` in i18n.json), whose look is in theme/index.css;
 * - the banner's height and closed state were a <style> element rendered in <body>, where HTML does not allow one
 *   (Nu validator): the closed state is a fixed class on <html> with its rules in ./Banner.css, and a measured
 *   height other than the stylesheet's is set on <html>'s style once mounted (setting it on <html> always, as the
 *   original's `<style>` did, made the browser restyle every element of the page right after hydration even when
 *   the value was the same: 4,141 elements, 480 ms at 4x CPU slowdown, on the theme config reference);
 * - the default height applied to a page with a banner through `:root:has(.rp-banner)`, a rule that the browser checks
 *   again on every element inserted anywhere in the page: it now applies through a class that the build renders on
 *   <html> (`rp-has-banner`, with `useHead`), so it is there before any script runs and inserting elements costs
 *   nothing.
 */
import { useHead, useI18n } from '@rspress/core/runtime';
import { IconClose, Link, mergeRefs, SvgWrapper } from '@rspress/core/theme';
import clsx from 'clsx';
import { forwardRef, type ReactNode, useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/Banner/index.css';
import type siteTexts from '../../i18n.json';
import './Banner.css';

/** The banner's height in ./Banner.css (`--rp-banner-height` under `rp-has-banner`), in px. */
const STYLESHEET_HEIGHT = 36;

const inlineStorageScript = `(function () {
  var script = document.currentScript;
  if (!script) return;
  try {
    var storage = window[script.dataset.rpBannerStorage];
    var storageKey = script.dataset.rpBannerStorageKey;
    var hiddenClass = script.dataset.rpBannerHiddenClass;
    if (storage && storageKey && hiddenClass && storage.getItem(storageKey)) {
      document.documentElement.classList.add(hiddenClass);
    }
  } catch (e) {}
})();`;

export type BannerProps = {
  /**
   * @default true
   */
  display?: boolean;
  className?: string;
} & (
  | {
      /**
       * @default 'localStorage'
       */
      storage?: 'localStorage' | 'sessionStorage' | false;
      /**
       * @default 'rp-banner-closed'
       */
      storageKey?: string;
      href: string;
      message: string | ReactNode;
    }
  | {
      customChildren: ReactNode;
    }
);

/**
 * @example
 * // theme/index.tsx
 * import { Layout as BasicLayout, Banner } from '@rspress/core/theme-original';
 * import { useLang } from '@rspress/core/runtime';
 * const Layout = () => {
      const lang = useLang();
      return (
        <BasicLayout
          beforeNav={
              <Banner
                href="/"
                message={
                  lang === 'en'
                    ? '🚧 Rspress 2.0 document is under development'
                    : '🚧 Rspress 2.0 文档还在开发中'
                }
              />
          }
        />
      );
    };
    export { Layout }
 *
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(
  (props, forwardedRef) => {
    const {
      href,
      message,
      display = true,
      className,
      storageKey = 'rp-banner-closed',
      storage = 'localStorage',
      customChildren,
    } = props as {
      href?: string;
      message?: string | ReactNode;
      display?: boolean;
      className?: string;
      storageKey?: string;
      storage?: 'localStorage' | 'sessionStorage' | false;
      customChildren?: ReactNode;
    };
    const isCustom = 'customChildren' in props;
    const t = useI18n<typeof siteTexts>();

    const [height, setHeight] = useState(STYLESHEET_HEIGHT);
    const ref = mergeRefs(forwardedRef, element => {
      if (element?.offsetHeight) {
        setHeight(element?.offsetHeight);
      }
    });
    const [disable, setDisable] = useState(false);
    // A fixed class with its rules in ./Banner.css, in place of a <style> element in <body>.
    const hiddenClass = 'rp-banner-closed';
    // The class of a page that shows a banner, rendered on <html> by the build (see ./Banner.css).
    useHead(display ? { htmlAttrs: { class: 'rp-has-banner' } } : {});

    useEffect(() => {
      let isDisabled = false;
      if (!isCustom && typeof window !== 'undefined' && storage && storageKey) {
        try {
          isDisabled = Boolean(window[storage].getItem(storageKey));
        } catch {
          isDisabled = false;
        }
      }

      document.documentElement.classList.toggle(hiddenClass, isDisabled);
      setDisable(isDisabled);

      return () => {
        document.documentElement.classList.remove(hiddenClass);
      };
    }, [hiddenClass, isCustom, storage, storageKey]);

    useEffect(() => {
      if (disable || height === STYLESHEET_HEIGHT) return;
      const rootStyle = document.documentElement.style;
      rootStyle.setProperty('--rp-banner-height', `${height}px`);
      return () => {
        rootStyle.removeProperty('--rp-banner-height');
      };
    }, [height, disable]);

    if (!display || disable) {
      return null;
    }

    return (
      <>
        {!isCustom && storage && storageKey ? (
          <script
            data-rp-banner-hidden-class={hiddenClass}
            data-rp-banner-storage={storage}
            data-rp-banner-storage-key={storageKey}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: inlineStorageScript }}
          />
        ) : null}
        <div className={clsx('rp-banner', className)} ref={ref}>
          {customChildren ?? (
            <>
              <Link
                href={href}
                className="rp-banner__link"
                title={typeof message === 'string' ? message : undefined}
              >
                {message}
              </Link>
              <button
                type="button"
                aria-label={t('closeAnnouncementLabel')}
                onClick={() => {
                  document.documentElement.classList.add(hiddenClass);
                  setDisable(true);
                  if (storage) {
                    try {
                      window[storage].setItem(storageKey, 'true');
                    } catch {
                      return;
                    }
                  }
                }}
                className="rp-banner__close"
              >
                <SvgWrapper icon={IconClose} aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </>
    );
  },
);
