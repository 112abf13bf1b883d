import type { FormEvent } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { BusySubmitButton, guardBusySubmit } from "./busy-submit";

function submitEvent() {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
  return event as unknown as FormEvent<HTMLFormElement> & { defaultPrevented: boolean };
}

describe("guardBusySubmit", () => {
  it("stops a second submit while the form is busy, without running the form's own handler", () => {
    const onSubmit = vi.fn();
    const event = submitEvent();
    guardBusySubmit(true, onSubmit)(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lets a submit through to the form's handler when the form is idle", () => {
    const onSubmit = vi.fn();
    const event = submitEvent();
    guardBusySubmit(false, onSubmit)(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onSubmit).toHaveBeenCalledWith(event);
  });
});

describe("BusySubmitButton", () => {
  it("while busy is aria-disabled but not disabled, so it keeps the keyboard focus", () => {
    const html = renderToString(<BusySubmitButton busy>Versturen</BusySubmitButton>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('type="submit"');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it("when idle says nothing of being unavailable", () => {
    const html = renderToString(<BusySubmitButton busy={false}>Versturen</BusySubmitButton>);
    expect(html).not.toContain("aria-disabled=");
    expect(html).not.toMatch(/\sdisabled=""/);
  });
});
