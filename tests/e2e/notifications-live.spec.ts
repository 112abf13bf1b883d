import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { vacancyId } from "./support/vacancies";

// The live bell (issue 13, decision 033): the toolbar's unread count rises while the page stays open.

/** The bell's number as shown (no badge: none unread). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("notifications-bell").locator("span");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test("a volunteer responds and the contact person's bell count rises without a reload", async ({ page, browser }) => {
  test.slow();
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/dashboard");
  const before = await bellCount(page);
  // Marks this document: a reload or navigation would lose it.
  await page.evaluate(() => ((window as unknown as { liveBellMark: boolean }).liveBellMark = true));

  // Someone else, in a browser context of their own, responds to a vacancy the signed-in user is the contact of.
  const volunteer = await browser.newContext();
  try {
    const id = await vacancyId(volunteer.request, "Maatje voor een oudere buurtbewoner");
    const tag = crypto.randomUUID().slice(0, 8);
    const response = await volunteer.request.post(`/api/v1/vacancies/${id}/applications`, {
      data: { name: `Lotte ${tag}`, email: `lotte-${tag}@example.nl`, phone_number: "", message: "Ik help graag." },
    });
    expect(response.status()).toBe(201);
  } finally {
    await volunteer.close();
  }

  // Other tests respond to the demo's vacancies at the same time: at least this response shows.
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByTestId("notifications-bell")).toHaveAccessibleName(/^Meldingen, \d+ ongelezen$/);
  // Screen readers hear of it: a polite status with the new count.
  await expect(page.getByRole("status").filter({ hasText: /^Meldingen, \d+ ongelezen$/ })).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { liveBellMark?: boolean }).liveBellMark)).toBe(true);
});

test("without EventSource the bell asks for the count every 30 seconds instead", async ({ page, browser }) => {
  test.slow();
  await page.addInitScript(() => {
    Object.defineProperty(window, "EventSource", { value: undefined, configurable: true });
  });
  await page.clock.install();
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/dashboard");
  const before = await bellCount(page);

  const volunteer = await browser.newContext();
  try {
    const id = await vacancyId(volunteer.request, "Maatje voor een oudere buurtbewoner");
    const tag = crypto.randomUUID().slice(0, 8);
    const response = await volunteer.request.post(`/api/v1/vacancies/${id}/applications`, {
      data: { name: `Pim ${tag}`, email: `pim-${tag}@example.nl`, phone_number: "", message: "Ik help graag." },
    });
    expect(response.status()).toBe(201);
  } finally {
    await volunteer.close();
  }

  // The page's clock moves the polling on; no reload happens.
  await expect
    .poll(async () => {
      await page.clock.fastForward(30_000);
      return bellCount(page);
    })
    .toBeGreaterThanOrEqual(before + 1);
});
