import { describe, expect, it } from "vitest";
import { startupUrls, staticImports } from "./page-weight";

const page = "http://localhost:3000/vacancies/search";

describe("startupUrls", () => {
  it("finds script sources, module preloads and fetch preloads, in document order and once each", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/assets/app.css"/>
      <link rel="modulepreload" href="/assets/manifest-1.js" nonce="x"/>
      <link rel="modulepreload" href="/assets/entry.client-2.js"/>
      <link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/nl/common?v=abc&amp;x=1"/>
      <link rel="preload" as="image" href="/logo.png"/>
      <link rel="icon" href="/favicon.svg"/>
      <script src="/assets/classic.js"></script>
      <script>document.documentElement.classList.add("dark")</script>
      </head><body>
      <script type="application/json">{"import":"/assets/not-code.js"}</script>
      <script src='https://www.googletagmanager.com/gtag/js'></script>
      <link rel="modulepreload" href="/assets/entry.client-2.js"/>
      </body></html>`;
    expect(startupUrls(html, page)).toEqual([
      "http://localhost:3000/assets/manifest-1.js",
      "http://localhost:3000/assets/entry.client-2.js",
      "http://localhost:3000/locales/nl/common?v=abc&x=1",
      "http://localhost:3000/assets/classic.js",
      "https://www.googletagmanager.com/gtag/js",
    ]);
  });

  it("reads the imports of inline module scripts, static and at startup dynamic", () => {
    const html = `<script nonce="n" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "./assets/search-4.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script>`;
    expect(startupUrls(html, page)).toEqual([
      "http://localhost:3000/assets/manifest-1.js",
      "http://localhost:3000/assets/root-3.js",
      "http://localhost:3000/vacancies/assets/search-4.js",
      "http://localhost:3000/assets/entry.client-2.js",
    ]);
  });

  it("ignores commented-out tags", () => {
    expect(startupUrls(`<!-- <script src="/old.js"></script> --><script src="/new.js"></script>`, page)).toEqual(["http://localhost:3000/new.js"]);
  });
});

describe("staticImports", () => {
  it("finds the imports and re-exports of minified modules, not dynamic imports", () => {
    const code = `import{j as e}from"./jsx-runtime-a.js";import"./side-effect-b.js";import*as r from'./react-c.js';` +
      `export{x as y}from"./chunk-d.js";export*from"./chunk-e.js";const l=()=>import("./lazy-f.js");const m=import.meta.url;`;
    expect(staticImports(code)).toEqual(["./jsx-runtime-a.js", "./side-effect-b.js", "./react-c.js", "./chunk-d.js", "./chunk-e.js"]);
  });

  it("does not take a property named import for an import", () => {
    expect(staticImports(`a.import"x";const s={import:"./no.js"}`)).toEqual([]);
  });
});
