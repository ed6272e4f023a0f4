import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../kernel/i18n/i18n';
import { directionOf } from '../../kernel/i18n/languages';
import { labelLines } from './label-lines';

// Only what the page renders: bars, their axes, tooltips and a legend (docs/decisions/charts.md).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The room kept beside bars across for the words at their ends. */
const BAR_ENDS_PX = 90;

/** One set of bars: a colour for all, or one a bar. */
export type Series = { label: string; values: number[]; color: string | string[] };

/** A colour of the theme, read from the page's CSS variables, so the charts follow light and dark. */
export function themeColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Each bar's words at its end (`12 (40 %)`), as Google Forms writes them, so no hover is needed. */
const barEnds = (
  text: (value: number, index: number) => string,
  short: (value: number) => string,
): Plugin<'bar'> => ({
  id: 'barEnds',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const meta = chart.getDatasetMeta(0);
    const horizontal = chart.options.indexAxis === 'y';
    const rtl = directionOf(document.documentElement.lang) === 'rtl';
    ctx.save();
    ctx.fillStyle = themeColour('--mui-palette-text-primary', '#222');
    ctx.font = `12px ${getComputedStyle(document.body).fontFamily}`;
    // Upright bars side by side: where the words are wider than a bar's room, the count alone,
    // chosen for every bar at once so that no bar says more than its neighbours.
    const room = chart.chartArea.width / Math.max(1, meta.data.length);
    const fits = (words: string) => ctx.measureText(words).width < room - 4;
    const values = meta.data.map((_, i) => chart.data.datasets[0]?.data[i]);
    const every = (words: (value: number, i: number) => string) =>
      values.every((v, i) => typeof v !== 'number' || fits(words(v, i)));
    // Too narrow even for the count (a phone's NPS): the table and the tooltip have them.
    const say = horizontal || every(text) ? text : every(short) ? short : () => '';
    meta.data.forEach((bar, i) => {
      const value = values[i];
      if (typeof value !== 'number') return;
      const words = say(value, i);
      const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
      if (horizontal) {
        ctx.textAlign = rtl ? 'right' : 'left';
        ctx.textBaseline = 'middle';
        ctx.fillText(words, rtl ? x - 6 : x + 6, y);
      } else {
        ctx.textAlign = 'center';
        ctx.textBaseline = 'bottom';
        ctx.fillText(words, x, y - 4);
      }
    });
    ctx.restore();
  },
});

/**
 * Bars rendered by Chart.js on a canvas: across for choices (one a line, read
 * like a list), upright for a scale or time, stacked for a grid's rows.
 * The canvas is one image to a screen reader, named with every figure
 * (`label`); the same figures are a table a button away.
 */
export function BarChart({
  label,
  categories,
  series,
  horizontal = false,
  stacked = false,
  ends,
  shortEnds = String,
}: {
  label: string;
  categories: string[];
  series: Series[];
  horizontal?: boolean;
  stacked?: boolean;
  /** The words at each bar's end; none on stacked bars. */
  ends?: (value: number, index: number) => string;
  /** Shorter words, for upright bars too narrow for `ends`. */
  shortEnds?: (value: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'>>(null);
  const rtl = directionOf(useLanguage()) === 'rtl';
  useEffect(() => {
    if (!canvas.current) return;
    const text = themeColour('--mui-palette-text-secondary', '#555');
    const grid = themeColour('--mui-palette-divider', '#ddd');
    const font = { family: getComputedStyle(document.body).fontFamily, size: 12 };
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: categories,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.values,
          backgroundColor: s.color,
          borderRadius: 3,
          maxBarThickness: horizontal ? 26 : 48,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        // Rendered at once: numbers that grow into place only delay reading them.
        animation: false,
        locale: document.documentElement.lang,
        layout: {
          padding: horizontal
            ? { left: rtl ? BAR_ENDS_PX : 0, right: rtl ? 0 : BAR_ENDS_PX }
            : // Right to left, the last slanted label reaches past the start: room for it.
              { top: 18, left: rtl ? 48 : 16, right: 16 },
        },
        plugins: {
          legend: { display: stacked, rtl, position: 'bottom', labels: { color: text, font } },
          tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
        },
        scales: {
          x: {
            stacked,
            reverse: rtl,
            beginAtZero: true,
            ticks: { color: text, font, precision: 0 },
            grid: { color: grid, display: horizontal },
            ...(horizontal && stacked ? { max: 100 } : {}),
          },
          y: {
            stacked,
            position: rtl ? 'right' : 'left',
            beginAtZero: true,
            ticks: {
              color: text,
              font,
              precision: 0,
              autoSkip: false,
              // Choices across: a long one in two lines within the room Chart.js gives the
              // axis (half the width left by the bar ends' padding), not cut at the edge.
              ...(horizontal && {
                callback(value) {
                  const room = (this.chart.width - BAR_ENDS_PX) / 2 - 12;
                  const { ctx } = this;
                  ctx.save();
                  ctx.font = `${font.size}px ${font.family}`;
                  const lines = labelLines(
                    this.getLabelForValue(Number(value)),
                    (words) => ctx.measureText(words).width <= room,
                  );
                  ctx.restore();
                  return lines;
                },
              }),
            },
            grid: { color: grid, display: !horizontal },
          },
        },
      },
      plugins: ends && !stacked ? [barEnds(ends, shortEnds)] : [],
    };
    chart.current = new Chart(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [categories, series, horizontal, stacked, ends, shortEnds, rtl]);
  const height = horizontal
    ? Math.max(1, categories.length) * (stacked ? 34 : 30) + (stacked ? 70 : 36)
    : 240;
  return (
    <div className="bar-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
