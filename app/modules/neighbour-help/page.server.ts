import { data, type RouterContextProvider } from "react-router";
import { camelCase } from "~/lib/case";
import { tenancyContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";

/* What the pages of neighbour help (decision 041) share on the server. */

/** The pages are a 404 where the tenant has no p2p feature (spec §1), like the API. */
export function requireNeighbourHelp(context: Readonly<RouterContextProvider>): void {
  const tenancy = context.get(tenancyContext);
  if (!featuresOf(tenancy).p2p || !tenancy.centerId) throw data({ message: "Not found" }, { status: 404 });
}

/**
 * An API 422 as conform field errors (the API validated with the same schema, so its messages are the same
 * texts); an unknown postcode becomes the page's own message on the postcode field. Null for other errors.
 */
export function fieldErrorsOf(thrown: unknown): Record<string, string[]> | null {
  const error = asApiError(thrown);
  if (error?.status !== 422) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const field = camelCase(e.source?.pointer?.split("/").pop() ?? "") || "";
    const message = e.code === "unknown_postcode" ? "validation.unknownPostcode" : e.detail;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  return fieldErrors;
}
