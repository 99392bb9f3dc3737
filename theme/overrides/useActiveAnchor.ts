/**
 * `useActiveAnchor`, replacing @rspress/core 2.0.22's `theme/hooks/useActiveAnchor.js` (`Toc` and `SidebarMenu` import
 * it through `@rspress/core/theme`). It marks the outline item of the first heading in view, or of the last one
 * scrolled past, as the reader scrolls. The fix: its first reading, on mount and whenever the headings change, waits
 * until the next frame has painted (./after-next-paint.ts). It reads `scroll-padding-top` and every heading's
 * position, which inside React's first commit forced a style recalculation of the whole document and a layout.
 * Scrolling reads them as before.
 */
import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

function parseCSSLength(value: string): number {
  if (!value || value === 'auto' || value === 'none') return 0;
  const length = Number.parseFloat(value);
  return Number.isNaN(length) ? 0 : length;
}

export const useActiveAnchor = (
  headers: Header[],
): { scrolledHeader: Header | undefined; activeAnchorId: string | undefined } => {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  useEffect(() => {
    const handleScroll = () => {
      const scrollPaddingTop = parseCSSLength(
        window.getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'),
      );
      const topOffset = scrollPaddingTop - 5;
      const offsets = headers.map((header) => ({
        id: header.id,
        top: document.getElementById(header.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      const scrolledIds = offsets.filter((offset) => offset.top < topOffset).map((offset) => offset.id);
      const visibleIds = offsets
        .filter((offset) => offset.top >= topOffset && offset.top <= window.innerHeight)
        .map((offset) => offset.id);
      const scrolledHeaderId = scrolledIds[scrolledIds.length - 1];
      setActiveAnchorId(visibleIds.length === 0 ? scrolledHeaderId : visibleIds[0]);
      setScrolledHeader(headers.find((header) => header.id === scrolledHeaderId));
    };
    const cancelFirstReading = afterNextPaint(handleScroll);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelFirstReading();
      window.removeEventListener('scroll', handleScroll);
    };
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
};
