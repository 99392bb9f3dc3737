/**
 * `ReadPercent` and `useReadPercent`, replacing @rspress/core 2.0.22's `components/ReadPercent/` (the component is
 * `eject-theme/components/ReadPercent/index.tsx`; it imports the hook by relative path, so both are replaced).
 * `Outline` and `SidebarMenu` render `ReadPercent`, and the outline's "back to top" button reads the hook, all through
 * `@rspress/core/theme`. The fix: the hook's first reading of the doc content's height waits until the next frame
 * has painted (./after-next-paint.ts); in React's first commit, `getBoundingClientRect` forced a style recalculation
 * of the whole document and a layout. Scrolling reads it as before.
 */
import { useWindowSize } from '@rspress/core/runtime';
import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** How far the reader has read the page, in percent, and how far the window is scrolled, in pixels. */
export const useReadPercent = (): number[] => {
  const [scrollTop, setScrollTop] = useState(0);
  const [docHeight, setDocHeight] = useState(0);
  const { height } = useWindowSize();

  useEffect(() => {
    const handleScroll = () => {
      const doc = document.querySelector('.rspress-doc');
      if (doc) setDocHeight(doc.getBoundingClientRect().height || 0);
      setScrollTop(window.scrollY || document.documentElement.scrollTop);
    };
    const cancelFirstReading = afterNextPaint(handleScroll);
    window.addEventListener('scroll', handleScroll);
    return () => {
      cancelFirstReading();
      window.removeEventListener('scroll', handleScroll);
    };
  }, []);

  const readPercent = useMemo(() => {
    const deltaHeight = Math.min(scrollTop, height);
    return Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + deltaHeight) / docHeight) * 100), 100)) || 0;
  }, [docHeight, scrollTop, height]);

  return [readPercent, scrollTop];
};

export function ReadPercent({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const [readPercent] = useReadPercent();
  return <ProgressCircle percent={readPercent} size={size} strokeWidth={strokeWidth} />;
}
