import { serveUpload } from "~/modules/media/serve.server";
import type { Route } from "./+types/file";

/** /uploads/<file>: an uploaded image's variant, for the tenant of the host (decision 026). */
export function loader({ request, params }: Route.LoaderArgs) {
  return serveUpload(request, params.name);
}
