import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { localeContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { attributeOrRelationshipField, replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { postUpload } from "~/modules/media/manage.server";
import { checkContrast, type ContrastCheck } from "~/modules/theme/contrast";
import { changedAttributes, coloursOf, DesignFormSchema, designFormDefaults, IMAGE_FIELDS, shadeField, toProfileAttributes, type ImageFieldName } from "~/modules/theme/design-form";
import { previewPath } from "~/modules/theme/preview.server";
import { generateShades } from "~/modules/theme/shades";
import { SHADE_KEYS, type CenterProfile } from "~/modules/theme/theme";
import { requireSettingsAccess, savedRedirect } from "~/modules/settings/pages.server";

/*
 * The design editor (/instellingen/design, issue 15): what it starts from, and its post, without JavaScript as with it: make a colour's
 * shades, show the unsaved theme in the preview frame (the form comes back with the frame's address, or with its errors:
 * decision 078), or save — after the contrast check (a failing pair
 * needs "save anyway") and the image uploads (the media upload service through /api/v1/uploads; a refused
 * image is a field error and nothing is saved), through PATCH /api/v1/volunteer_centers/current/profile.
 */

type Center = { id: string; profile?: CenterProfile };
const COLOUR_ATTRIBUTES = ["primaryColor", "primaryColorShades", "secondaryColor", "secondaryColorShades", "mutedColor", "backgroundColor", "textColor"];
const PROFILE_FIELDS = ["primaryColor", "secondaryColor", "mutedColor", "backgroundColor", "textColor", "websiteLogoUrl", "websiteLogoDarkModeUrl", "faviconUrl", "gtagId"] as const;

/**
 * The form again after a post: conform's answer, the starting values, a failing contrast pair's warning, and after a
 * valid preview the address of the home page in its theme for the frame (`preview`), with `imagesLeft` when chosen
 * image files were not part of it (a page answered to a post cannot keep a file field's choice).
 */
export type DesignActionData = { result: SubmissionResult<string[]>; baseline: string; contrastWarning?: ContrastCheck[]; preview?: string; imagesLeft?: boolean };

/** The form's values from the saved profile, and the images the center has now. */
export async function loadDesign(context: Readonly<RouterContextProvider>, request: Request) {
  const { api } = await requireSettingsAccess(context, request);
  const { data: center } = await api.get<Center>("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
  const profile = center.profile ?? {};
  return { defaults: designFormDefaults(profile), images: { websiteLogo: profile.websiteLogoUrl ?? null, websiteLogoDarkMode: profile.websiteLogoDarkModeUrl ?? null, favicon: profile.faviconUrl ?? null } };
}

function parseBaseline(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function saveDesign(context: Readonly<RouterContextProvider>, request: Request) {
  const { api } = await requireSettingsAccess(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  // No JavaScript: "make shades" fills the colour's set from its base colour and shows the form again.
  for (const name of ["primary", "secondary"] as const) {
    if (intent !== `generate${name === "primary" ? "Primary" : "Secondary"}`) continue;
    const shades = generateShades(String(form.get(`${name}Color`) ?? "").trim());
    if (shades) for (const key of SHADE_KEYS) form.set(shadeField(name, key), shades[key]);
  }
  // The form's starting values travel with it, so a form shown again keeps comparing with what was loaded.
  const baseline = String(form.get("baseline") ?? "").slice(0, 20_000);
  const answer = (result: SubmissionResult<string[]>, status = 200, contrastWarning?: ContrastCheck[]) => data<DesignActionData>({ result, baseline, contrastWarning }, { status });
  const submission = parseWithZod(form, { schema: DesignFormSchema });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const value = submission.value;
  if (value.intent === "generatePrimary" || value.intent === "generateSecondary") return answer(submission.reply());

  const { data: center } = await api.get<Center>("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
  const current = center.profile ?? {};
  if (value.intent === "preview") {
    // The form again, with the address of its theme for the frame (decision 078); nothing is saved or uploaded.
    const preview = previewPath({ centerId: center.id, profile: { ...current, ...toProfileAttributes(value) }, now: new Date() }, context.get(localeContext));
    const imagesLeft = IMAGE_FIELDS.some((field) => (value[`${field}File`]?.size ?? 0) > 0);
    return data<DesignActionData>({ result: submission.reply(), baseline, preview, imagesLeft });
  }

  const changed = changedAttributes(toProfileAttributes(value), parseBaseline(baseline));
  // Warned only when a colour is part of the change: a logo alone is saved as it is.
  const coloursChanged = COLOUR_ATTRIBUTES.some((key) => key in changed);
  const failing = checkContrast(coloursOf(value)).filter((check) => !check.passes);
  if (coloursChanged && failing.length > 0 && !value.acceptContrast) return answer(submission.reply(), 400, failing);

  const uploaded: Partial<Record<ImageFieldName, string>> = {};
  const fieldErrors: Record<string, string[]> = {};
  for (const field of IMAGE_FIELDS) {
    const file = value[`${field}File`];
    if (!file || file.size === 0) continue;
    try {
      uploaded[field] = (await postUpload(api, file)).url;
    } catch (thrown) {
      const error = asApiError(thrown);
      if (!error || error.status !== 422) throw thrown;
      fieldErrors[`${field}File`] = error.errors.map((e) => e.detail || e.title);
    }
  }
  if (Object.keys(fieldErrors).length > 0) return answer(submission.reply({ fieldErrors }), 422);

  const attributes = changedAttributes(toProfileAttributes(value, uploaded), parseBaseline(baseline));
  try {
    if (Object.keys(attributes).length > 0) await api.patch("/api/v1/volunteer_centers/current/profile", { body: { data: { type: "volunteer_center_profiles", attributes } } });
  } catch (thrown) {
    // The API's 422 at its field (it checks everything again); anything else is the error page's.
    return answer(replyWithApiErrors(submission, thrown, { fields: PROFILE_FIELDS, fieldOf: attributeOrRelationshipField }).data, 422);
  }
  savedRedirect(context, "/instellingen/design", "design:saved");
}
