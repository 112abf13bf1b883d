import { data, type RouterContextProvider } from "react-router";
import { tenancyContext } from "~/middleware/context";
import { codeKeys, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";

/* What the pages of neighbour help (decision 041) share on the server. */

/** The pages are a 404 where the tenant has no p2p feature (spec §1), like the API. */
export function requireNeighbourHelp(context: Readonly<RouterContextProvider>): void {
  const tenancy = context.get(tenancyContext);
  if (!featuresOf(tenancy).p2p || !tenancy.centerId) throw data({ message: "Not found" }, { status: 404 });
}

/**
 * An API 422 on the public forms, whose visitors never read the API's English: an unknown postcode in the page's own
 * words on the postcode field; anything else (the API's check of the same schema, which the page passed already, or a
 * code this list does not know yet) as help:notSent — where the API points at a field, at that field.
 */
export const HELP_FORM_ERRORS = { message: codeKeys({ unknown_postcode: "validation.unknownPostcode" }, "help:notSent") } satisfies ApiFormErrorOptions;
