import { describe, expect, it } from "vitest";
import en from "../../../locales/en/profile.json";
import nl from "../../../locales/nl/profile.json";
import { roleEnum } from "~/modules/db/schema";
import { capabilitiesOf, ROLE_CAPABILITIES } from "./roles";

describe("ROLE_CAPABILITIES", () => {
  it("describes every role, each capability in both languages", () => {
    expect(Object.keys(ROLE_CAPABILITIES).sort()).toEqual([...roleEnum.enumValues].sort());
    for (const role of roleEnum.enumValues) {
      expect(capabilitiesOf(role).length).toBeGreaterThan(0);
      expect(nl.roles.names[role]).toBeTruthy();
      expect(en.roles.names[role]).toBeTruthy();
      for (const capability of capabilitiesOf(role)) {
        expect(nl.roles.capabilities[capability as keyof typeof nl.roles.capabilities]).toBeTruthy();
        expect(en.roles.capabilities[capability as keyof typeof en.roles.capabilities]).toBeTruthy();
      }
    }
  });

  it("knows no capabilities of an unknown role", () => {
    expect(capabilitiesOf("superhero")).toEqual([]);
  });
});
