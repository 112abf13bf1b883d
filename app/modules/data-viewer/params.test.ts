import { describe, expect, it } from "vitest";
import { viewerParams, viewerSearch } from "./params";

const read = (query: string) => viewerParams(new URL(`http://localhost/admin/data-viewer?${query}`));

describe("data viewer parameters", () => {
  it("read back what the CSV link writes: table, columns, filter and sort, without the page", () => {
    const params = read("table=users&shown=users&columns=email&columns=first_name&filter_column=email&operator=contains&value=a%26b&sort=-created_at&page=3");
    const again = read(viewerSearch(params).toString());
    expect(again).toEqual({ ...params, page: 1 });
    expect(again).toMatchObject({ table: "users", columns: ["email", "first_name"], filterColumn: "email", operator: "contains", value: "a&b", sort: "-created_at" });
  });

  it("drop the old table's columns and filter when another table is picked", () => {
    expect(read("table=vacancies&shown=users&columns=email&filter_column=email&value=x")).toMatchObject({ table: "vacancies", shown: false, columns: [], filterColumn: "", value: "" });
  });

  it("write nothing without a table and no filter without a column", () => {
    expect(viewerSearch(read("")).toString()).toBe("");
    expect(viewerSearch(read("table=users&shown=users&value=x")).has("value")).toBe(false);
  });
});
