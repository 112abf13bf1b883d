import { readdirSync, readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/modules/i18n/instance.server";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { DataTable, ListOrEmpty, Pagination, RowActions, type Column } from "./list-kit";

type Row = { id: string; title: string; city: string | null };
const rows: Row[] = [
  { id: "a1", title: "Tuinhulp", city: "Utrecht" },
  { id: "b2", title: "Taalmaatje", city: null },
];
const columns: Array<Column<Row> | false> = [
  { id: "title", header: "Titel", rowHeader: true, sort: { asc: "title", desc: "-title" }, cell: (row) => row.title },
  { id: "city", header: "Plaats", cell: (row) => row.city ?? "—" },
  { id: "created", header: "Aangemaakt", sort: { asc: "created_at", desc: "-created_at", first: "desc" }, cell: () => "gisteren" },
  false,
];

function render(node: React.ReactNode, { at = "/vacancies?q=tuin&page=3", language = "nl" as "nl" | "en", router = true } = {}) {
  // React marks where text pieces meet with empty comments; they are not part of what anyone reads.
  return renderToString(
    <I18nextProvider i18n={i18nFor(language)}>{router ? <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter> : node}</I18nextProvider>,
  ).replaceAll("<!-- -->", "");
}

/** The check boxes of the rows, as their markup. */
const boxes = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((match) => match[0]);

/** The header cells, as their markup. */
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>.*?<\/th>/g)].map((match) => match[0]);

describe("DataTable", () => {
  it("renders a cell per declared column, the naming column as row headers, and leaves out columns that are false", () => {
    const html = render(<DataTable caption="2 vacatures" rows={rows} rowKey={(row) => row.id} columns={columns} />);
    expect(html).toContain("<caption");
    expect(html).toContain("2 vacatures");
    expect(headers(html)).toHaveLength(3);
    expect(html).toMatch(/<th scope="row"[^>]*>Tuinhulp<\/th><td[^>]*>Utrecht<\/td><td[^>]*>gisteren<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Taalmaatje<\/th><td[^>]*>—<\/td>/);
    // The box it scrolls in on narrow screens can be reached and scrolled with the keyboard.
    expect(html).toMatch(/role="region" aria-label="2 vacatures" tabindex="0"/);
  });

  it("makes sortable headers links that keep the filters, go back to the first page and say the next direction", () => {
    const html = render(<DataTable caption="c" rows={rows} rowKey={(row) => row.id} columns={columns} sort="title" />);
    const [title, city, created] = headers(html);
    expect(title).toContain('aria-sort="ascending"');
    expect(title).toContain('href="/vacancies?q=tuin&amp;sort=-title"');
    expect(title).toContain("(sorteer aflopend)");
    expect(city).not.toContain("<a");
    expect(city).not.toContain("aria-sort");
    // Not the current sort: no aria-sort, and a first click sorts the column's own way (newest first).
    expect(created).not.toContain("aria-sort");
    expect(created).toContain('href="/vacancies?q=tuin&amp;sort=-created_at"');
    expect(created).toContain("(sorteer aflopend)");
  });

  it("turns a descending sort around and speaks English on English pages", () => {
    const html = render(<DataTable caption="c" rows={rows} rowKey={(row) => row.id} columns={columns} sort="-created_at" />, { language: "en" });
    const created = headers(html)[2]!;
    expect(created).toContain('aria-sort="descending"');
    expect(created).toContain("sort=created_at");
    expect(created).toContain("(sort ascending)");
  });

  it("puts a named check box before each row, ticked as given, and a header that works without JavaScript", () => {
    const html = render(
      <DataTable
        caption="c"
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        selection={{ name: "ids", label: (row) => `‘${row.title}’ selecteren`, checked: new Set(["b2"]) }}
      />,
    );
    const [first, second, ...more] = boxes(html);
    expect(more).toEqual([]);
    for (const attribute of ['name="ids"', 'value="a1"', 'id="select-ids-a1"', 'aria-label="‘Tuinhulp’ selecteren"']) expect(first).toContain(attribute);
    expect(first).not.toContain("checked");
    for (const attribute of ['name="ids"', 'value="b2"', 'id="select-ids-b2"', 'aria-label="‘Taalmaatje’ selecteren"', 'checked=""']) expect(second).toContain(attribute);
    // Before hydration the select-all box would do nothing: the column is named for screen readers instead.
    expect(headers(html)[0]).toContain('<span class="sr-only">Selecteren</span>');
  });

  it("shows what it is given for no rows instead of an empty table", () => {
    const html = render(<DataTable caption="c" rows={[]} rowKey={(row: Row) => row.id} columns={columns} empty={<p>Niets gevonden</p>} />);
    expect(html).toBe("<p>Niets gevonden</p>");
  });

  it("shows its empty message on the first page only: past the last page the paging says the page is empty", () => {
    const empty = (page?: number) => render(<DataTable caption="c" rows={[]} rowKey={(row: Row) => row.id} columns={columns} page={page} empty={<p>Niets gevonden</p>} />);
    expect(empty(1)).toBe("<p>Niets gevonden</p>");
    expect(empty(0)).toBe("<p>Niets gevonden</p>");
    expect(empty(2)).toBe("");
    expect(empty(999)).toBe("");
    // Rows on a later page are a table as on the first.
    expect(render(<DataTable caption="c" rows={rows} rowKey={(row) => row.id} columns={columns} page={3} empty={<p>Niets gevonden</p>} />)).toContain("<table");
  });
});

describe("ListOrEmpty", () => {
  const list = (items: readonly string[], page: number) =>
    render(
      <ListOrEmpty rows={items} page={page} empty={<p>Nog niets</p>}>
        <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
      </ListOrEmpty>,
    );

  it("shows the list when it has rows, on any page", () => {
    expect(list(["a", "b"], 1)).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(list(["c"], 4)).toBe("<ul><li>c</li></ul>");
  });

  it("shows the empty message without rows on the first page, and nothing past the last page", () => {
    expect(list([], 1)).toBe("<p>Nog niets</p>");
    expect(list([], 2)).toBe("");
    expect(list([], 999)).toBe("");
  });
});

describe("the past-the-last-page rule", () => {
  /** Every .tsx file under app/, with its path. */
  const sources = (dir: URL): Array<{ path: string; text: string }> =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir));
      if (!entry.name.endsWith(".tsx") || entry.name.endsWith(".test.tsx")) return [];
      const url = new URL(entry.name, dir);
      return [{ path: url.pathname, text: readFileSync(url, "utf8") }];
    });
  /** The opening tags of the DataTables in a file, up to the `>` that closes each (braces skipped). */
  const dataTables = (text: string) =>
    [...text.matchAll(/<DataTable\b/g)].map((match) => {
      let depth = 0;
      for (let at = match.index; at < text.length; at++) {
        if (text[at] === "{") depth++;
        else if (text[at] === "}") depth--;
        else if (text[at] === ">" && depth === 0) return text.slice(match.index, at + 1);
      }
      return text.slice(match.index);
    });
  const files = sources(new URL("../", import.meta.url)).filter((file) => !file.path.endsWith("/components/list-kit.tsx"));

  it("is not written out by hand: lists use ListOrEmpty or DataTable's page", () => {
    expect(files.filter((file) => /page\s*>\s*1\s*\?/.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  // DataTables in a paged page that are no paged list themselves: a date's sign-ups (all of them, beside its paged dates).
  const unpaged: Record<string, number> = { "routes/manage/vacancy-participants.tsx": 1 };

  it("is applied by every paged DataTable with an empty message: it is given the page", () => {
    const forgotten = files
      .filter((file) => file.text.includes("<Pagination"))
      .map((file) => ({ path: file.path, count: dataTables(file.text).filter((tag) => /\sempty=/.test(tag) && !/\spage=/.test(tag)).length }))
      .filter(({ path, count }) => count > (Object.entries(unpaged).find(([known]) => path.endsWith(`/app/${known}`))?.[1] ?? 0))
      .map(({ path }) => path);
    expect(forgotten).toEqual([]);
  });
});

describe("Pagination", () => {
  it("links to the neighbouring pages with every other parameter kept", () => {
    const html = render(<Pagination page={3} pageCount={5} />);
    expect(html).toContain('aria-label="Paginering"');
    expect(html).toContain("Pagina 3 van 5");
    expect(html).toContain('href="/vacancies?q=tuin&amp;page=2"');
    expect(html).toContain('href="/vacancies?q=tuin&amp;page=4"');
  });

  it("lands on the element named by the hash, offers no link beyond the ends, and is absent for a single page", () => {
    const first = render(<Pagination page={1} pageCount={2} hash="submissions" />, { at: "/form_builder/x?from=2026-01-01" });
    expect(first).toContain('href="/form_builder/x?from=2026-01-01&amp;page=2#submissions"');
    expect(first).not.toContain('rel="prev"');
    expect(render(<Pagination page={1} pageCount={1} />)).toBe("");
  });

  it("past the last page (an old link) goes back to the last page, also when the list has one page", () => {
    const past = render(<Pagination page={9} pageCount={7} />, { at: "/vacancies?q=tuin&page=9" });
    expect(past).toContain('href="/vacancies?q=tuin&amp;page=7"');
    expect(past).not.toContain('rel="next"');
    expect(past).toContain("Deze pagina is leeg: de lijst is korter.");
    expect(past).not.toContain("Pagina 9 van 7");
    const single = render(<Pagination page={9} pageCount={1} />, { at: "/vacancies?q=tuin&page=9" });
    expect(single).toContain('href="/vacancies?q=tuin&amp;page=1"');
  });
});

describe("RowActions", () => {
  it("renders links and small POST forms with the CSRF token, each named in full, leaving out what is false", () => {
    // Forms need a data router.
    const Stub = createRoutesStub([
      {
        path: "/vacancies",
        Component: () => (
          <AuthenticityTokenProvider token="csrf-token-1">
            <RowActions
          actions={[
            { text: "Bewerken", label: "‘Tuinhulp’ bewerken", to: "/vacancies/a1/edit" },
            false,
            { text: "Herstellen", label: "‘Tuinhulp’ herstellen", post: { intent: "restore", id: "a1" } },
            { text: "Verwijderen", label: "‘Tuinhulp’ verwijderen", to: "/vacancies?confirm=delete&id=a1", danger: true },
          ]}
            />
          </AuthenticityTokenProvider>
        ),
      },
    ]);
    const html = render(<Stub initialEntries={["/vacancies"]} />, { router: false });
    expect([...html.matchAll(/<li>/g)]).toHaveLength(3);
    expect(html).toMatch(/<a [^>]*aria-label="‘Tuinhulp’ bewerken"[^>]*>Bewerken<\/a>/);
    expect(html).toMatch(/<form [^>]*method="post"[^>]*>.*name="csrf" value="csrf-token-1".*name="intent" value="restore".*name="id" value="a1".*aria-label="‘Tuinhulp’ herstellen"[^>]*>Herstellen<\/button><\/form>/);
    expect(html).toMatch(/<a class="[^"]*text-danger[^"]*"[^>]*aria-label="‘Tuinhulp’ verwijderen"/);
  });
});
