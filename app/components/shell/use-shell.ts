import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The root loader's data: center, theme, user, preferences. */
export function useShell() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("The shell needs the root loader's data.");
  return data;
}
