import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname, message: "Page not found" }, { status: 404 });
}

export function action({ request }: Route.ActionArgs) {
  throw data({ path: new URL(request.url).pathname, message: "Page not found" }, { status: 404 });
}

export default function NotFound() {
  // The loader always throws: the root error boundary renders the 404 page.
  return null;
}
