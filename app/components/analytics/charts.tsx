import { useId } from "react";

/*
 * Charts of /analytics (issue 15, decision 047): drawn on the server, readable without JavaScript. Each is an image
 * (role="img") named by its title and described by a one-sentence summary of what it shows; the page puts the
 * figures' table right under it. Series differ by dash pattern and marker as well as colour. The words (labels,
 * values, axis ends) are HTML beside the drawing, not SVG text: an SVG scales down to a phone's width and its
 * text with it (12 units were 6 px at 375 px), HTML text keeps its size.
 */

const WIDTH = 640;

export type Bar = { label: string; value: number; display?: string };

/**
 * Horizontal bars, one per label, with the value written after each: from sm the label stands left of its bar (as
 * wide as the old drawing's label column), on a phone above it, so the bar keeps the whole width.
 */
export function BarChart({ title, description, bars }: { title: string; description: string; bars: readonly Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="flex w-full max-w-2xl flex-col text-[13px] text-text" data-chart="bar">
      <span id={`${id}-title`} hidden>
        {title}
      </span>
      <span id={`${id}-desc`} hidden>
        {description}
      </span>
      {bars.map((bar, index) => (
        <div key={`${bar.label}-${index}`} data-bar={bar.label} className="grid grid-cols-1 gap-x-2 py-1 sm:min-h-8 sm:grid-cols-[14.5rem_minmax(0,1fr)] sm:items-center sm:py-0">
          <span className="truncate sm:text-right">{bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}</span>
          <span className="flex items-center gap-1.5">
            {/* The bar's share of the row, less room for the value written after it. */}
            <svg className="h-5 shrink-0" style={{ width: `calc((100% - 4.5rem) * ${(bar.value / max).toFixed(4)})` }}>
              <rect width="100%" height="100%" rx={3} className="fill-primary" />
            </svg>
            <span>{bar.display ?? String(bar.value)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

export type Series = { name: string; values: ReadonlyArray<number | null> };

const STYLES = [
  { className: "stroke-primary fill-primary", dash: undefined },
  { className: "stroke-secondary fill-secondary", dash: "8 4" },
  { className: "stroke-warning fill-warning", dash: "2 4" },
  { className: "stroke-danger fill-danger", dash: "12 4 2 4" },
  { className: "stroke-muted fill-muted", dash: "4 4" },
] as const;

/**
 * Lines over time: one per series, a point per label (a day or a month's last day); a missing value breaks the line.
 * The scale's top and 0 stand left of the drawing, the first and last day under it.
 */
export function LineChart({ title, description, labels, series }: { title: string; description: string; labels: readonly string[]; series: readonly Series[] }) {
  const id = useId();
  const height = 212;
  // Room for a point's marker at the drawing's edges.
  const edge = 6;
  const plotWidth = WIDTH - 2 * edge;
  const plotHeight = height - 2 * edge;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((value) => value ?? 0)));
  const x = (index: number) => edge + (labels.length <= 1 ? plotWidth / 2 : (index / (labels.length - 1)) * plotWidth);
  const y = (value: number) => edge + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="flex flex-col gap-2">
      <div className="grid w-full max-w-2xl grid-cols-[auto_minmax(0,1fr)] gap-x-1.5 gap-y-1 text-xs text-text" data-chart="line">
        <div aria-hidden="true" className="flex flex-col justify-between text-right tabular-nums" data-axis="y">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full">
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <line x1={edge} y1={edge + plotHeight} x2={WIDTH - edge} y2={edge + plotHeight} className="stroke-border" />
          {series.map((s, index) => {
            const style = STYLES[index % STYLES.length]!;
            const segments: string[][] = [[]];
            s.values.forEach((value, i) => {
              if (value === null) segments.push([]);
              else segments.at(-1)!.push(`${x(i).toFixed(1)},${y(value).toFixed(1)}`);
            });
            return (
              <g key={s.name} className={style.className} data-series={s.name}>
                {segments
                  .filter((points) => points.length > 1)
                  .map((points, i) => (
                    <polyline key={i} points={points.join(" ")} fill="none" strokeWidth={2} strokeDasharray={style.dash} />
                  ))}
                {s.values.map((value, i) => (value === null ? null : <circle key={i} cx={x(i)} cy={y(value)} r={index % 2 === 0 ? 3 : 4} />))}
              </g>
            );
          })}
        </svg>
        {/* One day: its label once, under its point (the first and last labels would stand over each other). */}
        <div aria-hidden="true" className={`col-start-2 flex gap-2 ${labels.length === 1 ? "justify-center" : "justify-between"}`} data-axis="x">
          {(labels.length === 1 ? labels : labels.length > 1 ? [labels[0]!, labels.at(-1)!] : []).map((label, index) => (
            <span key={index}>{label}</span>
          ))}
        </div>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s, index) => {
            const style = STYLES[index % STYLES.length]!;
            return (
              <li key={s.name} className="flex items-center gap-2">
                <svg width="28" height="10" className={style.className}>
                  <line x1="0" y1="5" x2="28" y2="5" strokeWidth={2} strokeDasharray={style.dash} />
                </svg>
                {s.name}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
