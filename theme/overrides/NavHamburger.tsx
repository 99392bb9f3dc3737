/**
 * NavHamburger, ejected from @rspress/core 2.0.22 (`eject-theme/components/NavHamburger/index.tsx`). The fixes:
 * - both menu buttons were named "mobile hamburger"; they are now "Menu" (`menuLabel` in i18n.json), and the phone
 *   button says whether its menu is open (`aria-expanded`);
 * - the tablet button held its whole hover menu, links inside a button (axe `nested-interactive`), and the menu's
 *   list held a <div>: the button and its menu are now siblings in a group (`rp-nav-hamburger__md-group`, styled in
 *   theme/index.css), and the menu's wrapper is an <li>;
 * - the phone menu, portalled to the end of <body>, had no role or name and sat outside every landmark (axe
 *   `region`): it is now inside a dialog named "Menu" (a static <div>; the menu itself is fixed to the viewport);
 * - the phone menu could not be reached with Tab and ignored Escape: opening it moves focus into it, Tab and
 *   Shift+Tab cycle through the button and the menu, and Escape closes it and returns focus to the button.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import type siteTexts from '../../i18n.json';
import type { NavItemsSlots } from './Nav';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function NavHamburger(props: NavItemsSlots) {
  const items = (
    <div className="rp-nav-hamburger__md__hover-group">
      <NavScreenAppearance />
      <NavVersions />
      <NavScreenLangs />
      <NavScreenDivider />
      <SocialLinks />
    </div>
  );
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const t = useI18n<typeof siteTexts>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const screen = isScreenOpen && screenRef.current;
    const toggle = toggleRef.current;
    if (!screen || !toggle) return;
    // Tab and Shift+Tab cycle through the toggle and the menu; Escape closes it and focus goes back to the toggle.
    const focusables = (): HTMLElement[] => [
      toggle,
      ...[...screen.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.tabIndex >= 0 && element.checkVisibility({ checkVisibilityCSS: true }),
      ),
    ];
    focusables()[1]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggleScreen();
        toggle.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const items = focusables();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      items[index === -1 ? 0 : (index + step + items.length) % items.length]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (!document.activeElement || document.activeElement === document.body) toggle.focus();
    };
  }, [isScreenOpen]);

  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    customChildren: <li className="rp-nav-menu__others-mobile__container">{items}</li>,
  });

  return (
    <>
      {isScreenOpen &&
        createPortal(
          <div ref={screenRef} role="dialog" aria-label={t('menuLabel')}>
            <NavScreen
              beforeLeftNavItems={props.beforeLeftNavItems}
              afterLeftNavItems={props.afterLeftNavItems}
              beforeRightNavItems={props.beforeRightNavItems}
              afterRightNavItems={props.afterRightNavItems}
              isScreenOpen={isScreenOpen}
              toggleScreen={toggleScreen}
            />
          </div>,
          document.getElementById('__rspress_modal_container')!,
        )}

      <button
        ref={toggleRef}
        onClick={toggleScreen}
        aria-label={t('menuLabel')}
        aria-expanded={isScreenOpen}
        className={clsx('rp-nav-hamburger', 'rp-nav-hamburger__sm', {
          'rp-nav-hamburger--active': isScreenOpen,
        })}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>

      <div className="rp-nav-hamburger__md-group" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        <button
          aria-label={t('menuLabel')}
          className={clsx('rp-nav-hamburger', 'rp-nav-hamburger__md', {
            'rp-nav-hamburger--active': isScreenOpen,
          })}
          onClick={handleMouseEnter}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
