import type { UserRow } from "~/modules/users/current-user.server";

/**
 * The user as devise_token_auth's auth endpoints render it (`{data: user}`),
 * snake_case; never the password hash or token hashes.
 */
export function authUserJson(user: UserRow) {
  return {
    id: user.id,
    provider: "email",
    uid: user.email,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    phone_number: user.phoneNumber,
    job_title: user.jobTitle,
    gender: user.gender,
    status: user.status,
    digest_days: user.digestDays,
    signup_method: user.signupMethod,
    center_id: user.centerId,
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    allow_password_change: false,
  };
}
