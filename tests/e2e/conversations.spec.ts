import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { stopTime } from "./support/clock";
import { apiSession, uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";
import { vacancyId } from "./support/vacancies";

// Conversations with JavaScript (issue 13): the reply box is the tiptap editor; a reply is sent without a reload
// (a fetcher) and the editor empties; markup typed as text (a script tag) stays text, the server sanitizes as
// before; a half-written reply asks before leaving the page; the inbox and the thread pass axe.

const VACANCY = "Maatje voor een oudere buurtbewoner";

for (const colorScheme of ["light", "dark"] as const) {
  test(`replying without a reload, the unsaved-changes guard on a half-written reply, axe on inbox and thread in ${colorScheme} mode`, async ({ page, request }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    const tag = uniqueTag();
    const subject = `Vraag ${tag}`;
    const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Jan", lastName: tag });
    const id = await vacancyId(request, VACANCY);

    await signIn(page, volunteer.email);
    await page.goto("/conversations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conversaties");
    await expect(page.getByText("Nog geen conversaties")).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/conversations/new?vacancy_id=${id}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel(/^Onderwerp/).fill(subject);
    await page.getByLabel(/^Bericht/).fill("Is er een training?");
    await page.getByRole("button", { name: "Versturen" }).click();
    // Starting it mails the organization in the same request: slow on a loaded machine.
    await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByTestId("message")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    // A reply stays on the page: a marker set in this document survives it.
    await page.evaluate((marker) => Object.assign(window, { conversationMarker: marker }), tag);
    const reply = page.getByRole("textbox", { name: "Je antwoord" });
    await expect(reply).toHaveAttribute("contenteditable", "true");
    await reply.click();
    await reply.pressSequentially("En hoe laat begint het?");
    // Sent from the keyboard: the focus stays on the button (a disabled button while sending dropped it to the page).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Versturen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("message")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Versturen" })).toBeFocused();
    await expect(page.getByTestId("message").last()).toContainText("En hoe laat begint het?");
    await expect(page.getByRole("status").filter({ hasText: /^Je bericht is verstuurd\.$/ })).toBeVisible();
    await expect(reply).toHaveText("");
    expect(await page.evaluate(() => (window as unknown as { conversationMarker?: string }).conversationMarker)).toBe(tag);

    // Rich text from the toolbar; a script tag typed into the editor is text, never a script on the page.
    await reply.click();
    await page.getByRole("button", { name: "Vet" }).click();
    await expect(reply).toBeFocused();
    await reply.pressSequentially("Belangrijk");
    await page.getByRole("button", { name: "Vet" }).click();
    await expect(reply).toBeFocused();
    await reply.pressSequentially(" <script>window.pwned = 1</script>");
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByTestId("message")).toHaveCount(3);
    const rich = page.getByTestId("message").last();
    await expect(rich.locator("strong")).toHaveText("Belangrijk");
    await expect(rich).toContainText("<script>window.pwned = 1</script>");
    await expect(rich.locator("script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expect(reply).toHaveText("");

    // A half-written reply: leaving asks first; staying keeps the text.
    await reply.click();
    await reply.pressSequentially("Nog een vraag");
    await expect(page.locator("form[data-dirty='true']")).toHaveCount(1);
    await page.getByRole("link", { name: "Terug naar conversaties" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Blijven" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
    await expect(reply).toHaveText("Nog een vraag");
    await expectAccessible(page);

    // The inbox with the conversation.
    // Emptied again, nothing is left to lose.
    await reply.press("ControlOrMeta+a");
    await reply.press("Backspace");
    await expect(reply).toHaveText("");
    await expect(page.locator("#reply-form[data-dirty='false']")).toHaveCount(1);
    await page.getByRole("link", { name: "Terug naar conversaties" }).click();
    await expect(page).toHaveURL(/\/conversations$/);
    await expect(page.getByTestId("conversation").filter({ hasText: subject })).toBeVisible();
    await expectAccessible(page);
  });
}

test("the reply box counts toward the server's limit, turns to an error past it and refuses the send with the server's message", async ({ page, request }) => {
  const tag = uniqueTag();
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Teller", lastName: tag });
  const session = await apiSession(request, volunteer.email);
  const { data: conversation } = await session.call<{ data: { id: string } }>("POST", "/api/v1/conversations", {
    data: { type: "conversations", attributes: { subject: `Lang ${tag}`, body: "Een eerste bericht." } },
  });
  await page.clock.install();
  await signIn(page, volunteer.email);

  await page.goto(`/en/conversations/${conversation.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("character-count")).toHaveText("0 / 5000 characters, formatting included");

  await page.goto(`/conversations/${conversation.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const reply = page.getByRole("textbox", { name: "Je antwoord" });
  await expect(reply).toHaveAttribute("contenteditable", "true");
  const count = page.getByTestId("character-count");
  // The count is the field's description, as what the server counts: the posted body, markup included.
  await expect(reply).toHaveAccessibleDescription(/0 \/ 5000 tekens, opmaak meegeteld/);
  // Told to a screen reader once typing pauses, not at every key.
  const announcement = page.getByRole("status").filter({ hasText: /te veel|over$/ });
  await stopTime(page);
  await reply.click();
  await reply.pressSequentially("Hallo");
  await expect(count).toHaveText("12 / 5000 tekens, opmaak meegeteld");
  await expect(announcement).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(announcement).toHaveText("Nog 4988 tekens over");

  // Past the limit by one (<p> and </p> around 4994 letters): the count and the field in the error state.
  await reply.fill("x".repeat(4994));
  await expect(count).toHaveText("5001 / 5000 tekens, opmaak meegeteld 1 teken te veel");
  await expect(count).toHaveClass(/text-danger/);
  await expect(reply).toHaveAttribute("aria-invalid", "true");
  await expect(announcement).toHaveText("Nog 4988 tekens over");
  await page.clock.runFor(1000);
  await expect(announcement).toHaveText("1 teken te veel");

  // Sending is refused in the browser, with the server's words; nothing is posted.
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Vul maximaal 5000 tekens in")).toBeVisible();
  await expect(page.getByTestId("message")).toHaveCount(1);
  expect(posts).toEqual([]);

  // One letter less is within the limit again, and goes.
  await reply.press("End");
  await reply.press("Backspace");
  await expect(count).toHaveText("5000 / 5000 tekens, opmaak meegeteld");
  await expect(count).not.toHaveClass(/text-danger/);
  await page.clock.runFor(1000);
  await expect(announcement).toHaveText("Nog 0 tekens over");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("message")).toHaveCount(2);
  await expect(count).toHaveText("0 / 5000 tekens, opmaak meegeteld");
  // axe waits on the page's timers.
  await page.clock.resume();
  await expectAccessible(page);
});

