import { Outlet } from "react-router";
import { LoadingBar } from "~/components/feedback/loading-bar";
import { TOAST_COLORS, ToastProvider, Toaster, type ToastColor } from "~/components/feedback/toast";
import type { Route } from "./+types/layout";

/** `?toast=danger` renders a toast in the server's HTML, as a flash toast after a redirect would be. */
export function loader({ request }: Route.LoaderArgs) {
  const color = new URL(request.url).searchParams.get("toast");
  return { toast: TOAST_COLORS.includes(color as ToastColor) ? (color as ToastColor) : null };
}

/** Mounts the feedback components for the demonstration pages until the app shell mounts them for every page. */
export default function DevLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={loaderData.toast ? [{ color: loaderData.toast }] : undefined}>
      <LoadingBar />
      <Outlet />
      <Toaster />
    </ToastProvider>
  );
}
