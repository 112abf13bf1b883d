import { expect, test } from "@playwright/test";
import { pageJavaScript } from "../../scripts/lib/page-weight";

/*
 * What a visitor's browser loads at start on the public pages (issue 10: the bench reports it against the bare
 * React Router page, 110 KB). A budget in bytes, not in time: a library that slips into the root's imports shows
 * here (zod did once, through the Customize choices: +28 KB on every page).
 */
const BUDGET_KB = 172;

for (const path of ["/switch", "/", "/vacancies/search"]) {
  test(`${path} loads at most ${BUDGET_KB} KB of JavaScript and translations at start (gzipped)`, async ({ baseURL }) => {
    const { gzipBytes, files } = await pageJavaScript(`${baseURL}${path}`);
    test.info().annotations.push({ type: "start-up JavaScript", description: `${(gzipBytes / 1024).toFixed(1)} KB in ${files} files` });
    expect(files).toBeGreaterThan(3);
    expect(gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });
}
