import type { ApiClient } from "~/modules/api-client/client.server";
import { asApiError } from "~/modules/api-client/client.server";
import type { ImageChoice } from "~/components/content/image-field";
import { postUpload } from "./manage.server";

/*
 * The server side of the image field (app/components/content/image-field.tsx): the stock images a loader
 * offers, and what an action does with a field's choice or new upload before it parses the form.
 */

/** The center's stock images matching the search (all of them, by name, without one), at most `size`. */
export async function loadStockChoices(api: ApiClient, query: string | null, size = 24): Promise<{ choices: ImageChoice[]; query: string }> {
  const q = (query ?? "").trim().slice(0, 200);
  const { data } = await api.get<Array<{ name: string; shortDescription: string; imageUrl: string }>>("/api/v1/stock-images", {
    query: { ...(q ? { "filter[q]": q } : {}), "page[size]": size, "fields[stock_images]": "name,short_description,image_url" },
  });
  return { choices: data.map((row) => ({ url: row.imageUrl, name: row.name, description: row.shortDescription || undefined })), query: q };
}

/**
 * Every image field's `<name>.file` (a new upload, sent to /api/v1/uploads) and `<name>.stock` (a chosen
 * stock image) written into `<name>.url`, the one value the form's schema reads. A refused upload is a
 * message for `<name>.url` (the spec's size message, "not an image"); the form is then shown again.
 */
export async function resolveImageFields(form: FormData, api: ApiClient): Promise<{ form: FormData; errors: Record<string, string[]> }> {
  const resolved = new FormData();
  const errors: Record<string, string[]> = {};
  const urls = new Map<string, string>();
  for (const [key, value] of form) {
    if (key.endsWith(".stock")) {
      if (typeof value === "string" && value !== "") urls.set(key.slice(0, -".stock".length), value);
      continue;
    }
    if (key.endsWith(".file")) {
      if (typeof value === "string" || value.size === 0) continue;
      const base = key.slice(0, -".file".length);
      try {
        urls.set(base, (await postUpload(api, value)).url);
      } catch (thrown) {
        const error = asApiError(thrown);
        if (!error || error.status !== 422) throw thrown;
        errors[`${base}.url`] = error.errors.map((e) => e.detail || e.title);
      }
      continue;
    }
    resolved.append(key, value);
  }
  for (const [base, url] of urls) resolved.set(`${base}.url`, url);
  return { form: resolved, errors };
}
