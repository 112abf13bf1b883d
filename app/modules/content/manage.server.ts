import { data, type RouterContextProvider } from "react-router";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";
import { CONTENT_ROLES, DELETING_ROLES } from "./pages.server";

/** The center's content editors (decision 024); everyone else gets 403. */
export async function requireContentEditor(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!user.roles.some((role) => (CONTENT_ROLES as readonly string[]).includes(role.name))) {
    throw data({ message: "Forbidden" }, { status: 403 });
  }
  return user;
}

export const mayDeletePages = (user: SessionUser) => user.roles.some((role) => (DELETING_ROLES as readonly string[]).includes(role.name));

