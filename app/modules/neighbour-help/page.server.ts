import { data, type RouterContextProvider } from "react-router";
import { tenancyContext } from "~/middleware/context";
import type { ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";

/* What the pages of neighbour help (decision 041) share on the server. */

/** The pages are a 404 where the tenant has no p2p feature (spec §1), like the API. */
export function requireNeighbourHelp(context: Readonly<RouterContextProvider>): void {
  const tenancy = context.get(tenancyContext);
  if (!featuresOf(tenancy).p2p || !tenancy.centerId) throw data({ message: "Not found" }, { status: 404 });
}

/**
 * An API 422 on the forms (the API validated with the same schema, so its messages are the same texts); an unknown
 * postcode becomes the page's own message on the postcode field.
 */
export const HELP_FORM_ERRORS = { message: (e) => (e.code === "unknown_postcode" ? "validation.unknownPostcode" : e.detail) } satisfies ApiFormErrorOptions;
