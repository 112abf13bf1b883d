import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { backTo } from "~/lib/back-to";
import { i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";

/** What a row action did, as a translation key and its values, for the success toast. */
export type RowActionDone = { key: string; values?: Record<string, unknown> };

/**
 * What every list's row actions share (a POST from a row, or from its confirmation step): the form
 * is read with the schema, the action performed, its outcome told in a toast, and the list shown
 * again without the confirmation's parameters. A form that does not fit the schema changes nothing;
 * a refusal of the API (4xx) is a danger toast with its detail; anything else is thrown (the error page).
 */
export async function runRowAction<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  schema: z.ZodType<T>,
  perform: (input: T) => Promise<RowActionDone>,
): Promise<never> {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  const back = backTo(request, ["confirm", "id"]);
  if (parsed.success) {
    const t = context.get(i18nContext).t;
    try {
      const done = await perform(parsed.data);
      context.get(sessionContext).flash("toast", { color: "success", message: String(t(done.key, done.values ?? {})) });
    } catch (thrown) {
      const error = asApiError(thrown);
      if (!error || error.status >= 500) throw thrown;
      context.get(sessionContext).flash("toast", { color: "danger", message: String(t("common:listKit.failed", { detail: error.message })) });
    }
  }
  throw redirect(back);
}
