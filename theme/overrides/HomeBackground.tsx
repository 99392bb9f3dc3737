/**
 * HomeBackground, ejected from @rspress/core 2.0.22 (`eject-theme/components/HomeBackground`). The fix: the home
 * nav's see-through look was a <style> element that the component rendered in <body>, where HTML does not allow one
 * (Nu validator); the same rules are now in ./HomeBackground.css, scoped to a page that has the background. That page
 * is marked by a class on <body> that the build renders (`rp-has-home-background`, with `useHead`), not by
 * `body:has(.rp-home-background)`, a rule that the browser checks again on every element inserted anywhere in the page.
 */
import { useHead } from '@rspress/core/runtime';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import './HomeBackground.css';

/** Marks <body> once the reader has scrolled past the hero's top, where the nav stops being see-through. */
function useNavTransparent() {
  const [scrollY, setScrollY] = useState(0);
  const topArrived = scrollY < 100;

  useEffect(() => {
    const handleScroll = () => setScrollY(window.scrollY);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { capture: false, passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);

  useLayoutEffect(() => {
    document.body.classList.toggle('notTopArrived', !topArrived);
  }, [topArrived]);
}

export function HomeBackground({ className, ...otherProps }: React.HTMLAttributes<HTMLDivElement>) {
  useNavTransparent();
  useHead({ bodyAttrs: { class: 'rp-has-home-background' } });
  return <div className={clsx('rp-home-background', className)} {...otherProps}></div>;
}
