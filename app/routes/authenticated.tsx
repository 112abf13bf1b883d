import { Outlet } from "react-router";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/authenticated";

/** Every route below requires sign-in; visitors go to /auth/login-1 and come back afterwards. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }, next) => {
    await requireUser(context, request);
    return next();
  },
];

export const handle = { shell: "app" };

export default function Authenticated() {
  return <Outlet />;
}
