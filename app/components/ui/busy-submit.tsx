import type { FormEvent, FormEventHandler } from "react";
import { Button } from "./button";

/*
 * A form that is busy sending (a navigation or fetcher submitting) must not send twice, and its submit button must
 * keep the keyboard focus: a `disabled` button drops its focus to the page, so someone who sent with Enter has to
 * find their place again. The button says it is unavailable (aria-disabled) and the form stops a second submit.
 */

/** The form's onSubmit while `busy`: a second submit is stopped (React Router's Form skips a prevented one), else `onSubmit` runs. */
export function guardBusySubmit<T extends HTMLFormElement>(busy: boolean, onSubmit?: FormEventHandler<T>): FormEventHandler<T> {
  return (event: FormEvent<T>) => {
    if (busy) event.preventDefault();
    else onSubmit?.(event);
  };
}

/** A submit button that stays focusable while its form is busy; pair it with guardBusySubmit on the form. */
export function BusySubmitButton({ busy, className = "", ...props }: Omit<Parameters<typeof Button>[0], "type" | "disabled"> & { busy: boolean }) {
  return <Button {...props} type="submit" aria-disabled={busy || undefined} className={`aria-disabled:opacity-60 ${className}`} />;
}
