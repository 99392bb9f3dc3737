import type { ReactNode } from 'react';

export interface FeatureCardProps {
  /** The card heading. */
  title: string;
  /** One or two sentences under the heading. */
  details: ReactNode;
  /** An emoji or short text shown above the title. */
  icon?: string;
  /**
   * Where the card links to. Without it the card is not clickable.
   * @default undefined
   */
  link?: string;
}

/** A small card used to demonstrate `@rspress/plugin-api-docgen` on its own page. */
export function FeatureCard({ title, details, icon, link }: FeatureCardProps) {
  const body = (
    <>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <strong>{title}</strong>
      <span>{details}</span>
    </>
  );
  return link ? <a href={link}>{body}</a> : <div>{body}</div>;
}
