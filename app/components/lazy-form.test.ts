import { describe, expect, it } from "vitest";
import { uncheckedSubmission } from "./lazy-form";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("uncheckedSubmission (useLazyForm before its check has arrived)", () => {
  it("lets a submit through to the action, which checks it", () => {
    const submission = uncheckedSubmission(form([["email", "not an address"]]));
    expect(submission.status).toBe("success");
    expect(submission.payload).toEqual({ email: "not an address" });
  });

  it("answers a field's check (an intent) with no errors and no post", () => {
    const intent = JSON.stringify({ type: "validate", payload: { name: "email" } });
    const submission = uncheckedSubmission(form([["email", "not an address"], ["__intent__", intent]]));
    // Not 'success' and an error object that is not null: conform reports it and the browser sends nothing.
    expect(submission.status).toBeUndefined();
    expect("error" in submission ? submission.error : null).toEqual({});
  });
});
