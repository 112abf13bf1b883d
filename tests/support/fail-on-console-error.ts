import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a failure: it is how React and our error reporter speak up.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});

/** For a test that expects an error to be logged. */
export function expectConsoleError() {
  const count = errors.length;
  return () => {
    const logged = errors.slice(count);
    errors = errors.slice(0, count);
    return logged;
  };
}
