/*
 * The time budgets of the end-to-end tests, in one place (playwright.config.ts and the fixtures read them here).
 *
 * A budget is how long Playwright lets a test, or one step of it, run before it fails it as stuck. None is a wait and
 * none is a timed assertion: every wait in the tests is on a state (a URL, an element, a status code, a process's
 * exit) and ends as soon as that state is there, so a faster machine only makes the tests end sooner, and no test
 * passes or fails by how long a step took as long as it finishes within its budget. They are sized for the slowest
 * machine the suite runs on: a 2-core CI machine that runs two browsers, the server and sharp's image work at once
 * (load up to 20). Raise one when CI shows a step that gets where it should but late; never to make a wait longer.
 */

/**
 * A test (playwright.config.ts `timeout`), axe scans included; test.slow() triples it for a test with many steps.
 * Room for a test's own steps (60 s) and up to three axe scans (AXE_SCAN_BUDGET_MS each): one budget for every test,
 * so no test raises its own while it runs.
 */
export const TEST_BUDGET_MS = 60_000 + 3 * 45_000;

/** One expect() of a state (playwright.config.ts `expect.timeout`): it retries until the state is there. */
export const EXPECT_BUDGET_MS = 10_000;

/**
 * What one axe scan (expectAccessible, expectAccessibleNoJs) may take, counted into TEST_BUDGET_MS: axe reads the whole
 * page's DOM and styles in the browser, which took up to half a minute for a big page in CI at load 20. A scan is a
 * slow step, not a timed check: its violations decide the assertion, its duration never does. expectAccessibleNoJs's
 * scan (which also opens the page's copy in a browser context of its own) is a step with this budget.
 */
export const AXE_SCAN_BUDGET_MS = 45_000;

/**
 * One production server start until /healthz answers 200 (server-lifecycle.spec.ts): a first start migrates and
 * seeds a new embedded database, over a minute on a busy machine.
 */
export const SERVER_START_BUDGET_MS = 150_000;

/**
 * A test tagged @server-starts (the project of that name in playwright.config.ts): three server starts, each within
 * SERVER_START_BUDGET_MS, and the stops between them. A server that never exits fails the test by this budget.
 */
export const SERVER_STARTS_TEST_BUDGET_MS = 480_000;
