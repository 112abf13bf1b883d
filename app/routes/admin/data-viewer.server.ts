import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "~/middleware/context";
import { requireUser } from "~/modules/users/session-user.server";

/** Admins only (the API says so too): others get the 403 page, not a page of API errors. */
export async function requireAdmin(context: Readonly<RouterContextProvider>, request: Request) {
  const user = await requireUser(context, request);
  if (!user.roles.some((role) => role.name === "admin")) throw data({ message: "Forbidden" }, { status: 403 });
  return context.get(apiContext);
}
