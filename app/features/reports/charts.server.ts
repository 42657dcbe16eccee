import { parse, View } from "vega";

// The reports' charts: Vega specs rendered to SVG text on the server (no DOM, no browser script), so
// a chart shows without JavaScript. Vega writes colours, fonts and sizes as SVG presentation
// attributes, never `style`, which the pages' Content Security Policy would block.

export type Series = { name: string; values: number[] };

const COLOURS = ["#1d4ed8", "#16a34a", "#dc2626", "#d97706", "#7c3aed"];

/**
 * A bar chart of one or more series over categories (grouped bars), with a legend when there are
 * several. `axisFormat` is a d3 number format for the value axis (",.0f" for pounds, "d" for counts).
 */
export async function barChartSvg({ title, categories, series, axisTitle, axisFormat = ",.0f", width = 640, height = 240 }: { title: string; categories: string[]; series: Series[]; axisTitle: string; axisFormat?: string; width?: number; height?: number }) {
  const values = categories.flatMap((category, i) => series.map((s) => ({ category, series: s.name, value: s.values[i] ?? 0 })));
  const spec = {
    width,
    height,
    padding: 8,
    autosize: "fit",
    description: title,
    data: [{ name: "table", values }],
    scales: [
      { name: "x", type: "band", domain: categories, range: "width", padding: 0.2 },
      { name: "y", type: "linear", domain: { data: "table", field: "value" }, range: "height", nice: true, zero: true },
      { name: "color", type: "ordinal", domain: series.map((s) => s.name), range: COLOURS.slice(0, series.length) },
    ],
    axes: [
      { orient: "bottom", scale: "x", labelAngle: categories.length > 8 ? -40 : 0, labelAlign: categories.length > 8 ? "right" : "center", labelFontSize: 11 },
      { orient: "left", scale: "y", format: axisFormat, title: axisTitle, grid: true, labelFontSize: 11 },
    ],
    legends: series.length > 1 ? [{ fill: "color", orient: "top", direction: "horizontal", labelFontSize: 12 }] : [],
    marks: [
      {
        type: "group",
        from: { facet: { data: "table", name: "facet", groupby: "category" } },
        encode: { enter: { x: { scale: "x", field: "category" } } },
        signals: [{ name: "width", update: "bandwidth('x')" }],
        scales: [{ name: "pos", type: "band", range: "width", domain: series.map((s) => s.name) }],
        marks: [
          {
            type: "rect",
            from: { data: "facet" },
            encode: {
              enter: {
                x: { scale: "pos", field: "series" },
                width: { scale: "pos", band: 1 },
                y: { scale: "y", field: "value" },
                y2: { scale: "y", value: 0 },
                fill: { scale: "color", field: "series" },
              },
            },
          },
        ],
      },
    ],
  };
  const view = new View(parse(spec as never), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
