import { type RefObject, useLayoutEffect, useState } from 'react';

const OVERSCAN = 8;

/**
 * The slice of `count` fixed-height rows a scroll container shows (plus a margin), so a list of
 * thousands renders a few dozen elements; recomputed on scroll and resize.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  scroller: RefObject<HTMLElement | null>,
): { start: number; end: number } {
  const [range, setRange] = useState({ start: 0, end: Math.min(count, 40) });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const first = Math.floor(el.scrollTop / rowHeight);
      const visible = Math.ceil(el.clientHeight / rowHeight) + 1;
      const start = Math.max(0, first - OVERSCAN);
      const end = Math.min(count, first + visible + OVERSCAN);
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [count, rowHeight, scroller]);
  return range;
}
