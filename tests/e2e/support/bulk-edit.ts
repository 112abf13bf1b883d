import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { createVacancies, uniqueTag } from "./manage";

/**
 * The bulk editor opened by the admin on one new vacancy of its own (titled `<word> <tag>`), filtered to it: the
 * start of every bulk-edit test that is about the form rather than about which vacancies it finds.
 */
export async function openBulkEditOnOne(page: Page, request: APIRequestContext, word: string) {
  const tag = uniqueTag();
  const title = `${word} ${tag}`;
  await createVacancies(request, [title]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  return { tag, title, box: page.getByLabel(`‘${title}’ selecteren`) };
}
