/**
 * Nav, ejected from @rspress/core 2.0.22 (`eject-theme/components/Nav/index.tsx`). The fix: the language and version
 * menus render <li>s, which sat outside any list (axe `listitem`); they are now inside a <ul class="rp-nav__others-menu">
 * (its look is in theme/index.css).
 */
import { useNav, useSite } from '@rspress/core/runtime';
import { NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import '@rspress/core/dist/theme/components/Nav/index.css';

export interface NavItemsSlots {
  beforeLeftNavItems?: React.ReactNode;
  afterLeftNavItems?: React.ReactNode;
  beforeRightNavItems?: React.ReactNode;
  afterRightNavItems?: React.ReactNode;
}

export interface NavProps extends NavItemsSlots {
  beforeNavTitle?: React.ReactNode;
  navTitle?: React.ReactNode;
  afterNavTitle?: React.ReactNode;

  beforeNavMenu?: React.ReactNode;
  afterNavMenu?: React.ReactNode;
}

export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);

  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        {/* only in desktop */}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>

      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />

        {/* only in desktop */}
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rp-nav__others-menu">
            <NavLangs />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>

        {/* only in mobile */}
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
