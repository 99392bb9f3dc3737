/**
 * SocialLink, ejected from @rspress/core 2.0.22 (`eject-theme/components/SocialLinks/SocialLink.tsx`). The fix, in
 * the `link` mode only: the icon-only link had no name (axe `link-name`) and held a <div> in a <div> (not allowed in
 * a link); it is now named after the network, and its icon is one <span> hidden from assistive technology.
 */
import type { SocialLink as ISocialLink } from '@rspress/core';
import { useHoverGroup } from '@rspress/core/theme';
import { GithubStars } from '@rspress/core/dist/theme/components/SocialLinks/GithubStars.js';
import iconMap from 'virtual-social-links';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';

/** The names of the built-in icons, as the networks write them; a custom icon's link is named by its address. */
const SOCIAL_NAMES: Record<string, string> = { github: 'GitHub', npm: 'npm', discord: 'Discord', x: 'X' };

interface SocialLinkProps {
  link: ISocialLink;
  /**
   * @default 'center'
   */
  hoverGroupPosition?: 'center' | 'left' | 'right';
}

export const SocialLink = (props: SocialLinkProps) => {
  const { link, hoverGroupPosition = 'center' } = props;
  const { icon, mode = 'link', content } = link;

  let IconComp: React.ReactElement = <></>;
  if (icon) {
    const html = typeof icon === 'string' ? iconMap[icon] : icon.svg;
    IconComp = <div className="rp-social-links__icon" dangerouslySetInnerHTML={{ __html: html }}></div>;
  }

  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: hoverGroupPosition,
    customChildren: (
      <div className="rp-social-links__item__hover-group">
        {mode === 'text' ? (
          <div className="rp-social-links__item__text">{content}</div>
        ) : mode === 'dom' ? (
          <div dangerouslySetInnerHTML={{ __html: content }} />
        ) : mode === 'img' ? (
          <img src={content} alt="img" />
        ) : null}
      </div>
    ),
  });

  if (mode === 'link') {
    return (
      <a
        key={content}
        href={content}
        target="_blank"
        rel="noopener noreferrer"
        className="rp-social-links__item"
        aria-label={typeof icon === 'string' ? (SOCIAL_NAMES[icon] ?? icon) : content}
      >
        <span
          className="rp-social-links__icon"
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: typeof icon === 'string' ? iconMap[icon] : (icon?.svg ?? '') }}
        />
      </a>
    );
  }

  if (mode === 'github-stars') {
    return <GithubStars content={content} icon={IconComp} />;
  }

  if (mode === 'text') {
    return (
      <div className="rp-social-links__item" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        {IconComp}
        {hoverGroup}
      </div>
    );
  }
  if (mode === 'img') {
    return (
      <div className="rp-social-links__item" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        {IconComp}
        {hoverGroup}
      </div>
    );
  }
  if (mode === 'dom') {
    return (
      <div className="rp-social-links__item" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        {IconComp}
        {hoverGroup}
      </div>
    );
  }

  return <div className="rp-social-links__item"></div>;
};
