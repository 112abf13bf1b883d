import { useId } from "react";

/*
 * Charts of /analytics (issue 15, decision 047): SVG drawn on the server, readable without JavaScript. Each is an
 * image (role="img") named by its <title> and described by its <desc> — a one-sentence summary of what it shows;
 * the page puts the figures' table right under it. Series differ by dash pattern and marker as well as colour.
 */

const WIDTH = 640;

export type Bar = { label: string; value: number; display?: string };

/** Horizontal bars, one per label, with the value written after each. */
export function BarChart({ title, description, bars }: { title: string; description: string; bars: readonly Bar[] }) {
  const id = useId();
  const row = 32;
  const labelWidth = 220;
  const valueWidth = 70;
  const area = WIDTH - labelWidth - valueWidth;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(row, bars.length * row);
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-2xl text-text"
      data-chart="bar"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, index) => {
        const y = index * row;
        const width = Math.round((bar.value / max) * area);
        return (
          <g key={`${bar.label}-${index}`} data-bar={bar.label}>
            <text x={labelWidth - 8} y={y + row / 2} textAnchor="end" dominantBaseline="middle" className="fill-current text-[13px]">
              {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={y + 6} width={width} height={row - 12} rx={3} className="fill-primary" />
            <text x={labelWidth + width + 6} y={y + row / 2} dominantBaseline="middle" className="fill-current text-[13px]">
              {bar.display ?? String(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
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

/** Lines over time: one per series, a point per label (a day or a month's last day); a missing value breaks the line. */
export function LineChart({ title, description, labels, series }: { title: string; description: string; labels: readonly string[]; series: readonly Series[] }) {
  const id = useId();
  const height = 240;
  const left = 48;
  const bottom = 28;
  const top = 12;
  const plotWidth = WIDTH - left - 12;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((value) => value ?? 0)));
  const x = (index: number) => left + (labels.length <= 1 ? plotWidth / 2 : (index / (labels.length - 1)) * plotWidth);
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full max-w-2xl text-text" data-chart="line">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={left} y1={top + plotHeight} x2={WIDTH - 12} y2={top + plotHeight} className="stroke-border" />
        <text x={left - 6} y={top} textAnchor="end" dominantBaseline="hanging" className="fill-current text-[12px]">
          {max}
        </text>
        <text x={left - 6} y={top + plotHeight} textAnchor="end" className="fill-current text-[12px]">
          0
        </text>
        {labels.length === 1 ? (
          // One day: its label once, under its point (the first and last labels would print over each other).
          <text x={x(0)} y={height - 6} textAnchor="middle" className="fill-current text-[12px]">
            {labels[0]}
          </text>
        ) : labels.length > 1 ? (
          <>
            <text x={x(0)} y={height - 6} className="fill-current text-[12px]">
              {labels[0]}
            </text>
            <text x={x(labels.length - 1)} y={height - 6} textAnchor="end" className="fill-current text-[12px]">
              {labels.at(-1)}
            </text>
          </>
        ) : null}
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
