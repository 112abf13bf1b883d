import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** nl is the source of truth; en must have exactly the same keys in every file. */
function keys(language: string): string[] {
  const dir = path.resolve("locales", language);
  const out: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const walk = (value: unknown, prefix: string) => {
      if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
      else out.push(`${file}:${prefix}`);
    };
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
  }
  return out.sort();
}

describe("locales", () => {
  it("nl and en have the same files and keys", () => {
    expect(keys("en")).toEqual(keys("nl"));
  });

  it("has no empty translations", () => {
    for (const language of ["nl", "en"]) {
      const dir = path.resolve("locales", language);
      for (const file of fs.readdirSync(dir)) {
        expect(fs.readFileSync(path.join(dir, file), "utf8"), `${language}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it("has no label that marks itself optional: the field adds '(optioneel)' / '(optional)' after it", () => {
    // "Telefoonnummer (niet verplicht)" was shown as "Telefoonnummer (niet verplicht) (optioneel)" on the activity sign-up.
    for (const language of ["nl", "en"]) {
      const dir = path.resolve("locales", language);
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
        const walk = (value: unknown, at: string) => {
          if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
          else expect(String(value), `${language}/${file}${at}`).not.toMatch(/\((niet verplicht|optioneel|optional|not required)\)$/i);
        };
        walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
      }
    }
  });

  it("names a volunteer's response status the same on the dashboard as on 'My responses'", () => {
    // The English dashboard said "in progress" and "declined" where "My responses" says "Under review" and "Rejected".
    for (const language of ["nl", "en"]) {
      const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve("locales", language, file), "utf8"));
      const dashboard: Record<string, string> = read("common.json").dashboard.own.status;
      const mine: Record<string, string> = read("manage.json").mine.statuses;
      for (const [status, name] of Object.entries(mine)) expect(dashboard[status], `${language} ${status}`).toBe(name.toLowerCase());
    }
  });

  it("gives each vacancy type one name of its own, wherever it is named", () => {
    // p2p was 'Burenhulp (p2p)' among the vacancy types and 'Maatje' on the neighbour-help pages, where
    // neighbour-help was 'Burenhulp' (in the vacancy types 'Buurthulp'); the page editor wrote 'Eén-op-één'.
    for (const language of ["nl", "en"]) {
      const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve("locales", language, file), "utf8"));
      const types: Record<string, string> = read("vacancies.json").types;
      expect(read("editor.json").options.vacancyType, `${language} editor`).toEqual(types);
      const kinds: Record<string, string> = read("help.json").kinds;
      for (const [kind, name] of Object.entries(kinds)) expect(name, `${language} help ${kind}`).toBe(types[kind]);
      const names = Object.values(types).map((name) => name.toLowerCase());
      expect(new Set(names).size, `${language} ${names.join(", ")}`).toBe(names.length);
    }
  });

  it('writes "datums" as the plural of "datum" in Dutch, never "data"', () => {
    // "Meerdere data" and "Komende data van …" stood beside "Pas de datums aan"; "data" also reads as gegevens.
    const dir = path.resolve("locales", "nl");
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const walk = (value: unknown, at: string) => {
        if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
        else if (/\bdata\b/i.test(String(value).replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ""))) found.push(`nl/${file}${at}: ${String(value)}`);
      };
      walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
    }
    expect(found).toEqual([]);
  });

  it('calls the footer "voettekst" in Dutch, as the menus do, never "footer"', () => {
    // Settings and the design page said "Footer" where the menus and the public footer's name say "Voettekst".
    const dir = path.resolve("locales", "nl");
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const walk = (value: unknown, at: string) => {
        if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
        else if (/\bfooter\b|\bvoet\b/i.test(String(value))) found.push(`nl/${file}${at}: ${String(value)}`);
      };
      walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
    }
    expect(found).toEqual([]);
  });

  it('writes "e-mail" in English, never "email"', () => {
    // "E-mail address" and "Email address" stood side by side (the sign-in form against the user list, say); "e-mail"
    // is the English locale's own spelling (146 times against 26 when they were made one). Interpolations ({{email}})
    // and nested keys ($t(…)) are names, not wording.
    const dir = path.resolve("locales", "en");
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const walk = (value: unknown, at: string) => {
        if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
        else if (/\bemails?\b/i.test(String(value).replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ""))) found.push(`en/${file}${at}: ${String(value)}`);
      };
      walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "");
    }
    expect(found).toEqual([]);
  });
});
