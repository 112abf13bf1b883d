import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, LineChart } from "./charts";

/* The analytics' server-rendered charts (issue 15): an accessible image with its numbers, drawn to scale. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)];
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
/** The markup of each `<g data-…="name">…</g>` group, by name. */
const groups = (html: string, data: string) => new Map(all(html, new RegExp(`<g [^>]*data-${data}="([^"]*)"[^>]*>(.*?)</g>`, "g")).map((m) => [m[1]!, m[2]!]));

describe("BarChart", () => {
  const html = renderToStaticMarkup(
    <BarChart
      title="Reacties per soort"
      description="Vrijwilligerswerk 30, activiteit 15."
      bars={[
        { label: "Vrijwilligerswerk", value: 30 },
        { label: "Activiteit", value: 15, display: "15 (50%)" },
        { label: "Een heel lange naam van een organisatie die niet past", value: 0 },
      ]}
    />,
  );

  it("is an image named by its title and described by its summary", () => {
    const image = /<div [^>]*role="img"[^>]*>/.exec(html)![0];
    const [titleId, descId] = attr(image, "aria-labelledby")!.split(" ");
    expect(html).toContain(`<span id="${titleId}" hidden="">Reacties per soort</span>`);
    expect(html).toContain(`<span id="${descId}" hidden="">Vrijwilligerswerk 30, activiteit 15.</span>`);
  });

  it("draws each bar to scale, writes its value and shortens long labels, all as HTML text that keeps its size", () => {
    // Each row: the label, then the bar (an SVG of its share of the row) and the value after it.
    const rows = html.split(/<div [^>]*data-bar="/).slice(1);
    const shares = rows.map((row) => Number(/<svg [^>]*style="width:calc\(\(100% - 4.5rem\) \* ([\d.]+)\)"/.exec(row)![1]));
    expect(shares).toEqual([1, 0.5, 0]);
    const texts = rows.map((row) => all(row, /<span[^>]*>([^<]+)<\/span>/g).map((m) => m[1]));
    expect(texts.map((t) => t[1])).toEqual(["30", "15 (50%)", "0"]);
    expect(texts[2]![0]).toBe("Een heel lange naam van een o…");
    expect(html).not.toContain("<text");
  });
});

describe("LineChart", () => {
  const html = renderToStaticMarkup(
    <LineChart
      title="Vacatures per status"
      description="Op 31 maart 10 gepubliceerd."
      labels={["2026-01-31", "2026-02-28", "2026-03-31"]}
      series={[
        { name: "Gepubliceerd", values: [4, null, 10] },
        { name: "Concept", values: [2, 3, 5] },
      ]}
    />,
  );
  const series = groups(html, "series");
  const circles = (name: string) => all(series.get(name)!, /<circle[^>]*>/g).map((m) => Number(attr(m[0], "cy")));

  it("is an image with a title and summary, and a legend for sighted users (screen readers get the table)", () => {
    expect(attr(/<svg[^>]*>/.exec(html)![0], "role")).toBe("img");
    expect(html).toContain(">Vacatures per status</title>");
    expect(html).toContain(">Op 31 maart 10 gepubliceerd.</desc>");
    expect(html).toMatch(/<figcaption><ul [^>]*aria-hidden="true"/);
    expect(all(html, /<li [^>]*>.*?<\/svg>([^<]*)<\/li>/g).map((m) => m[1])).toEqual(["Gepubliceerd", "Concept"]);
  });

  it("breaks a line where a point has no figures, marks every known point and scales to the largest value", () => {
    // Two known points with a gap between them: no line drawn through the missing month.
    expect(series.get("Gepubliceerd")).not.toContain("<polyline");
    expect(circles("Gepubliceerd")).toHaveLength(2);
    expect(all(series.get("Concept")!, /<polyline/g)).toHaveLength(1);
    const [a, b, c] = circles("Concept");
    expect(a! > b! && b! > c!).toBe(true);
    expect(circles("Gepubliceerd")[1]).toBe(6);
    // The scale's top and 0 beside the drawing.
    expect(html).toMatch(/data-axis="y"><span>10<\/span><span>0<\/span><\/div>/);
  });

  it("tells the series apart by dash pattern, not by colour alone", () => {
    expect(all(html, /<polyline[^>]*>/g).map((m) => attr(m[0], "stroke-dasharray"))).toEqual(["8 4"]);
    expect(all(html, /<figcaption>.*<\/figcaption>/g)[0]![0].match(/stroke-dasharray="[^"]*"/g)).toEqual(['stroke-dasharray="8 4"']);
  });

  it("names the days under the axis, a period of one day once (not its first and last label over each other)", () => {
    const axisLabels = (markup: string) => all(/<div [^>]*data-axis="x">(.*?)<\/div>/.exec(markup)![1]!, /<span>(\d{4}-\d{2}-\d{2})<\/span>/g).map((m) => m[1]);
    expect(axisLabels(html)).toEqual(["2026-01-31", "2026-03-31"]);
    expect(html).toMatch(/<div [^>]*justify-between[^>]*data-axis="x">/);
    const oneDay = renderToStaticMarkup(
      <LineChart title="Vacatures per status" description="Vandaag 34 gepubliceerd." labels={["2026-11-27"]} series={[{ name: "Gepubliceerd", values: [34] }]} />,
    );
    expect(axisLabels(oneDay)).toEqual(["2026-11-27"]);
    // Under its point, the middle of the drawing.
    expect(oneDay).toMatch(/<div [^>]*justify-center[^>]*data-axis="x">/);
    expect(oneDay).toMatch(/<circle cx="320"/);
  });
});
