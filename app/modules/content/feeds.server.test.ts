import { describe, expect, it } from "vitest";
import { pagePath, robotsTxt, xmlEscape } from "./feeds.server";

describe("feeds", () => {
  it("escapes what XML must not hold as it is", () => {
    expect(xmlEscape(`Tom & Jerry <b>"hi"</b> 'x'`)).toBe("Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt; &apos;x&apos;");
  });

  it("knows where each kind of page lives, per language", () => {
    expect(pagePath({ slug: "home", locale: "nl", pageType: "default" })).toBe("/");
    expect(pagePath({ slug: "home", locale: "en", pageType: "default" })).toBe("/en");
    expect(pagePath({ slug: "over-ons", locale: "nl", pageType: "default" })).toBe("/over-ons");
    expect(pagePath({ slug: "prize", locale: "en", pageType: "news" })).toBe("/en/nieuws/prize");
    expect(pagePath({ slug: "fatima", locale: "nl", pageType: "success_story" })).toBe("/succesverhalen/fatima");
    expect(pagePath({ slug: "home", locale: "nl", pageType: "news" })).toBe("/nieuws/home");
  });

  it("points robots at the host's own sitemap and keeps them out of the API and personal pages", () => {
    const robots = robotsTxt("https://vrijwilligers.example");
    expect(robots).toContain("Sitemap: https://vrijwilligers.example/sitemap.xml");
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/forms\/$/m);
  });
});
