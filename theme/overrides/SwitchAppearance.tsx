/**
 * SwitchAppearance, ejected from @rspress/core 2.0.22 (`eject-theme/components/SwitchAppearance/index.tsx`). The
 * fix: the switch was a <div> with `onClick`, with no role, name, state or keyboard access; it is now a button named
 * "Dark mode" (`darkModeLabel` in i18n.json) whose `aria-pressed` says whether dark mode is on. The class
 * `rp-appearance-button` (theme/index.css) keeps the original look.
 */
import { ThemeContext, useI18n, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { getClipPath } from '@rspress/core/dist/theme/components/SwitchAppearance/getClipPath.js';
import { type MouseEvent, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import '@rspress/core/dist/theme/components/SwitchAppearance/global.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import type siteTexts from '../../i18n.json';

const supportAppearanceTransition = () => {
  return (
    typeof document?.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
};

// Toggles the `html.rp-appearance-transition` rule of the original's global.css (web-infra-dev/rspress#1272).
const removeClipViewTransition = () => {
  document.documentElement.classList.add('rp-appearance-transition');
  return () => {
    document.documentElement.classList.remove('rp-appearance-transition');
  };
};

export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme = () => {} } = useContext(ThemeContext);
  const { site } = useSite();
  const t = useI18n<typeof siteTexts>();
  // The server does not know the stored appearance; the state is announced once hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const handleClick = (event: MouseEvent) => {
    const supported = supportAppearanceTransition();
    const enabled = site?.themeConfig?.enableAppearanceAnimation;

    const nextTheme = theme === 'dark' ? 'light' : 'dark';
    const isDark = nextTheme === 'dark';

    if (supported && enabled) {
      const x = event.clientX;
      const y = event.clientY;

      const dispose = removeClipViewTransition();
      const transition = document.startViewTransition(async () => {
        flushSync(() => {
          setTheme(nextTheme);
          onClick?.();
        });
      });

      const clipPath = getClipPath({
        height: innerHeight,
        width: innerWidth,
        x,
        y,
      });
      transition.ready.then(() => {
        document.documentElement.animate(
          {
            clipPath: isDark ? [...clipPath].reverse() : clipPath,
          },
          {
            duration: 400,
            easing: 'ease-in',
            fill: 'both',
            pseudoElement: isDark ? '::view-transition-old(root)' : '::view-transition-new(root)',

            id: '',
          },
        );
      });
      transition.finished.then(dispose, dispose);
    } else {
      setTheme(nextTheme);
      onClick?.();
    }
  };

  return (
    <button
      type="button"
      onClick={handleClick}
      className="rp-switch-appearance rp-appearance-button"
      aria-label={t('darkModeLabel')}
      aria-pressed={mounted ? theme === 'dark' : undefined}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
      />
    </button>
  );
}
