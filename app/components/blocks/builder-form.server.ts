import type { ApiClient } from "~/modules/api-client/client.server";
import { asApiError } from "~/modules/api-client/client.server";
import { answersConstraint } from "~/modules/forms/answers-constraint.server";
import type { RespondentQuestion } from "~/modules/forms/constants";
import type { BuilderFormBlockData } from "./builder-form";

/** The BuilderForm block's data for a content page's loader: the form behind a token, or why it cannot be filled in. */
export async function loadBuilderFormBlock(api: ApiClient, token: string): Promise<BuilderFormBlockData> {
  try {
    const { data: form } = await api.get<{ title: string; description: string; questions: RespondentQuestion[] }>(
      `/api/v1/public_forms/${encodeURIComponent(token)}`,
    );
    return { token, state: "open", form: { ...form, constraint: answersConstraint(form.questions) }, idempotencyKey: crypto.randomUUID() };
  } catch (thrown) {
    const error = asApiError(thrown);
    // A block must not take its page down: an unknown form is simply left out; a closed one (a used or withdrawn
    // invitation, an archived form: 410, decision 079) says so.
    if (error?.status === 404) return { token, state: "missing" };
    if (error?.status === 410) return { token, state: error.code === "token_used" ? "used" : error.code === "token_revoked" ? "revoked" : "closed" };
    throw thrown;
  }
}
