import type { Config } from "@react-router/dev/config";
import app from "../../react-router.config";

// The app's framework settings (SSR, route discovery, future flags), nothing of its own.
export default {
  ssr: true,
  routeDiscovery: app.routeDiscovery,
  future: app.future,
} satisfies Config;
