import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { browserNamespaces, supportedLanguages } from "./languages";

const ID = "virtual:locales-version";

/**
 * `import { localesVersion } from "virtual:locales-version"`: a hash of every translation the
 * browser may load, computed at build time. It goes into the URLs of /locales, so those can be
 * cached for a year and a deploy that changes a text still reaches every browser.
 */
export function localesVersionPlugin(localesDirectory = path.resolve("locales")): Plugin {
  return {
    name: "volunteerly:locales-version",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      const hash = createHash("sha256");
      for (const language of supportedLanguages) {
        for (const namespace of browserNamespaces) {
          const file = path.join(localesDirectory, language, `${namespace}.json`);
          this.addWatchFile(file);
          hash.update(`${language}/${namespace}\0`).update(fs.readFileSync(file));
        }
      }
      return `export const localesVersion = ${JSON.stringify(hash.digest("base64url").slice(0, 12))};`;
    },
  };
}
