import { getApi } from "~/api/app.server";
import type { Route } from "./+types/api";

/** Every method of the JSON:API goes to the API app unchanged. */
export function loader({ request }: Route.LoaderArgs) {
  return getApi().fetch(request);
}

export function action({ request }: Route.ActionArgs) {
  return getApi().fetch(request);
}
