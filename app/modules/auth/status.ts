/** Spec §4: SIGNED_IN when access-token, client and uid are all set; otherwise SIGNED_OUT. */
export type AuthStatus = "SIGNED_IN" | "SIGNED_OUT";

export function authStatusOf(credentials: { accessToken?: string; client?: string; uid?: string } | null | undefined): AuthStatus {
  return credentials?.accessToken && credentials.client && credentials.uid ? "SIGNED_IN" : "SIGNED_OUT";
}
