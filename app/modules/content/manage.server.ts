import { data, type RouterContextProvider } from "react-router";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";

/** The center's content editors (decision 024); everyone else gets 403. */
export async function requireContentEditor(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!user.roles.some((role) => ["admin", "center_superuser", "content_manager", "page_manager"].includes(role.name))) {
    throw data({ message: "Forbidden" }, { status: 403 });
  }
  return user;
}

export const mayDeletePages = (user: SessionUser) => user.roles.some((role) => ["admin", "center_superuser", "content_manager"].includes(role.name));

