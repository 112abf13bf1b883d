import { redirect } from "react-router";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import type { Route } from "./+types/forms";

/**
 * /content/forms (spec §2: Content's child "forms"): the center's forms are made and read in the form builder
 * (/form_builder, spec §2 Forms), which checks who may; an old link or bookmark to the content's forms lands there.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath("/form_builder", context.get(localeContext)), 301);
}
