import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DevStack } from "./error-page";

describe("DevStack (spec §2: the stack for developers only)", () => {
  it("shows the stack behind a toggle while developing", () => {
    expect(import.meta.env.DEV).toBe(true);
    const html = renderToString(<DevStack error={new Error("Kapot")} label="Technische details" />);
    expect(html).toContain("<details");
    expect(html).toContain("Technische details");
    expect(html).toContain("Error: Kapot");
  });

  it("shows nothing for what has no stack", () => {
    expect(renderToString(<DevStack error={{ status: 404 }} label="x" />)).toBe("");
  });
});
