import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { ProfilePhotoFormSchema } from "~/modules/volunteer-pool/schema";
import { apiOf, flashSuccess } from "./account.server";

/**
 * The volunteer profile page's photo forms (decision 048): a new photo goes to PUT /api/v1/volunteer_profile/photo as
 * a JSON:API document (the bytes in base64), as any client could; the API's refusal (size, not an image) is shown
 * on the field and nothing changes. Removing is DELETE. Each answer is tagged `photo` for the photo form.
 */
export async function photoAction(context: Readonly<RouterContextProvider>, formData: FormData) {
  const api = apiOf(context);
  const back = localizedPath("/profile-edit/vrijwilligersprofiel", context.get(localeContext));
  if (formData.get("intent") === "removePhoto") {
    await api.delete("/api/v1/volunteer_profile/photo");
    flashSuccess(context, "profile:edit.volunteer.photo.removed");
    throw redirect(back);
  }
  const submission = parseWithZod(formData, { schema: ProfilePhotoFormSchema });
  if (submission.status !== "success") return data({ photo: submission.reply() }, { status: 400 });
  const file = submission.value.photo;
  try {
    await api.put("/api/v1/volunteer_profile/photo", {
      body: { data: { type: "volunteer_profile_photos", attributes: { fileName: file.name, content: Buffer.from(await file.arrayBuffer()).toString("base64") } } },
    });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    return data({ photo: submission.reply({ fieldErrors: { photo: error.errors.map((e) => e.detail || e.title) } }) }, { status: 422 });
  }
  flashSuccess(context, "profile:edit.volunteer.photo.saved");
  throw redirect(back);
}
