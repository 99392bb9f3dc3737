/**
 * HomeFeature, ejected from @rspress/core 2.0.22 (`eject-theme/components/HomeFeature/index.tsx`). The fix: a card
 * with a link was an <article> with `onClick`, which Tab skipped and no screen reader called a link; its wrapper is
 * now a focusable `role="link"` that Enter follows.
 */
import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import {
  renderHtmlOrText,
  SvgWrapper,
  useLinkNavigate,
} from '@rspress/core/theme';
import type { JSX } from 'react';
import { useCardAnimation } from '@rspress/core/dist/theme/components/HomeFeature/useCardAnimation.js';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';

const getGridClass = (feature: Feature): string => {
  const { span } = feature;
  switch (span) {
    case 2:
      return 'rp-home-feature__item--span-2';
    case 3:
      return 'rp-home-feature__item--span-3';
    case 4:
      return 'rp-home-feature__item--span-4';
    case 6:
      return 'rp-home-feature__item--span-6';
    case undefined:
      return 'rp-home-feature__item--span-4';
    default:
      return '';
  }
};

function HomeFeatureItem({ feature }: { feature: Feature }): JSX.Element {
  const { icon, title, details, link } = feature;

  const { innerProps, outerProps, outerRef, shineDom } = useCardAnimation();
  const navigate = useLinkNavigate();

  return (
    <div
      key={title}
      {...outerProps}
      className={`rp-home-feature__item ${getGridClass(feature)}`}
      ref={outerRef}
    >
      <div
        className="rp-home-feature__item-wrapper"
        {...innerProps}
        {...(link
          ? {
              role: 'link',
              tabIndex: 0,
              onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => {
                if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                event.preventDefault();
                navigate(link);
              },
            }
          : {})}
      >
        <article
          key={title}
          className={`rp-home-feature__card ${link ? 'rp-home-feature__card--clickable' : ''}`}
          onClick={() => {
            if (link) {
              navigate(link);
            }
          }}
        >
          <div className="rp-home-feature__title-wrapper">
            {icon ? (
              <div className="rp-home-feature__icon">
                <SvgWrapper icon={icon} />
              </div>
            ) : null}

            <h2 className="rp-home-feature__title">{title}</h2>
          </div>
          <p
            className="rp-home-feature__detail"
            {...renderHtmlOrText(details)}
          />
          {shineDom}
        </article>
      </div>
    </div>
  );
}

export function HomeFeature({
  features: featuresProp,
}: {
  features?: Feature[];
}): JSX.Element {
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? frontmatter?.features;

  return (
    <div className="rp-home-feature">
      {features?.map(feature => {
        return <HomeFeatureItem key={feature.title} feature={feature} />;
      })}
    </div>
  );
}
