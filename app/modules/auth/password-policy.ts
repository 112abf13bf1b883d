/** Rules for a new password; shared by the API and the reset form. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = { field: "password" | "password_confirmation"; code: string; detail: string };

export function passwordProblems(password: unknown, confirmation: unknown): PasswordProblem[] {
  if (typeof password !== "string" || password === "") {
    return [{ field: "password", code: "blank", detail: "Password can't be blank" }];
  }
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({ field: "password", code: "too_short", detail: `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)` });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({ field: "password", code: "too_long", detail: `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)` });
  }
  if (confirmation !== password) {
    problems.push({ field: "password_confirmation", code: "confirmation", detail: "Password confirmation doesn't match Password" });
  }
  return problems;
}
