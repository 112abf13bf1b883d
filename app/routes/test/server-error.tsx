import { data } from "react-router";
import type { Route } from "./+types/server-error";

/** Throws on purpose: the root error boundary shows the error screen with code 500. */
export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname, message: "Demonstration of a server error" }, { status: 500 });
}

export default function ServerErrorPage() {
  // The loader always throws.
  return null;
}
