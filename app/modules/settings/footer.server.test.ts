import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/modules/api-client/client.server";
import { footerSaveNeedsConfirmation } from "./footer.server";
import { FooterSettingsSchema } from "./schema";

/** An API whose saved footer has a column 4 title (or nothing), writing down every read. */
function fakeApi(profile: Record<string, unknown> = { footerColumn4Title: "Steun ons" }) {
  const asked: string[] = [];
  const api = {
    async get(path: string) {
      asked.push(path);
      return { data: { id: "c1", profile } };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe("saving the footer", () => {
  it("does not read the saved footer when the new one has content", async () => {
    const { api, asked } = fakeApi();
    expect(await footerSaveNeedsConfirmation(api, FooterSettingsSchema.parse({ footerColumn1Title: "Over ons" }))).toBe(false);
    expect(await footerSaveNeedsConfirmation(api, FooterSettingsSchema.parse({ showNovLogo: true }))).toBe(false);
    expect(asked).toEqual([]);
  });

  it("does not read it either when emptying is confirmed already", async () => {
    const { api, asked } = fakeApi();
    expect(await footerSaveNeedsConfirmation(api, FooterSettingsSchema.parse({ confirmEmpty: true }))).toBe(false);
    expect(asked).toEqual([]);
  });

  it("reads it for an empty footer, and asks only when the saved one has content", async () => {
    const withContent = fakeApi();
    expect(await footerSaveNeedsConfirmation(withContent.api, FooterSettingsSchema.parse({ footerColumn6Content: "<p></p>" }))).toBe(true);
    expect(withContent.asked).toEqual(["/api/v1/volunteer_centers/current"]);
    const empty = fakeApi({});
    expect(await footerSaveNeedsConfirmation(empty.api, FooterSettingsSchema.parse({}))).toBe(false);
    expect(empty.asked).toEqual(["/api/v1/volunteer_centers/current"]);
  });
});
