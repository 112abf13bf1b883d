import type { Config } from "@react-router/dev/config";

// The same framework settings as the app's react-router.config.ts, nothing else.
export default {
  ssr: true,
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
