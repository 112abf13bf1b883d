import { expect } from "vitest";

/** The Location of the redirect a loader or action throws (React Router's way to redirect); fails if it throws none. */
export async function thrownRedirect(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("location");
}
