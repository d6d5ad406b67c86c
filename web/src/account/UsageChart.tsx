import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import type { Usage } from './accountApi.ts';
import { chartSeries } from './chartSeries.ts';

/**
 * The per-day bar chart (uPlot: small, maintained, canvas), loaded only when the usage is shown. It is a
 * picture of the table beside it, which carries the same numbers for screen readers and the keyboard.
 */
export function UsageChart({
  days,
  label,
  valid,
  invalid,
}: {
  days: Usage['days'];
  label: string;
  valid: string;
  invalid: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: { destroy(): void } | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      const el = box.current;
      if (cancelled || !el) return;
      const s = chartSeries(days);
      const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
      plot = new UPlot(
        {
          width: Math.max(280, el.clientWidth),
          height: 200,
          scales: { x: { time: true } },
          series: [
            {},
            { label: valid, stroke: '#1a7f37', fill: 'rgba(26,127,55,0.4)', paths: bars },
            { label: invalid, stroke: '#a4000f', fill: 'rgba(164,0,15,0.4)', paths: bars },
          ],
        },
        [s.x, s.valid, s.invalid],
        el,
      );
    });
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [days, valid, invalid]);
  return <div ref={box} className="usage-chart" role="img" aria-label={label} data-testid="usage-chart" />;
}
