import { useRouteLoaderData } from "react-router";

/** Page titles follow '{page title} - {app name}' (spec §2); React hoists <title> into the head. */
export function PageTitle({ title }: { title: string }) {
  const root = useRouteLoaderData("root") as { appName?: string } | undefined;
  return <title>{root?.appName ? `${title} - ${root.appName}` : title}</title>;
}
