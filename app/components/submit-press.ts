import { useEffect } from "react";

/**
 * A press on a form's own submit button leaves the focus in the field being filled in (decision 062). A field is
 * checked when it loses focus (spec §5), and the press is what takes it away: its new error pushed the button down
 * between the press and the release (28 px, one line), the click was lost and nothing was sent. Kept in the field, it is
 * not checked on its own; the submit checks every field and moves the focus to the first one in error, as before.
 * Leaving a field by the keyboard (Tab) or for anything else than the submit button still checks it.
 *
 * Installed once for the whole document (root.tsx), so every form has it, also one on conform's useForm directly (the
 * bulk editor lost such clicks). The click itself still fires on the pressed button: with several submit buttons
 * (intents) it is still the submitter, and a button outside its form (`form=`) counts as the form's own.
 */
export function useSubmitPressKeepsFocus() {
  useEffect(() => {
    // The submit button whose press kept the focus in its form, until the next press.
    let pressed: HTMLElement | null = null;
    const press = (event: MouseEvent) => {
      pressed = null;
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const button = event.target.closest("button, input");
      if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement) || button.type !== "submit" || button.disabled) return;
      const form = button.form;
      const field = document.activeElement;
      // A field one types or picks in; check boxes and radios keep room for their error (ReservedErrorList) already.
      const typed = field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && !["checkbox", "radio"].includes(field.type));
      const inForm = typed ? (field as HTMLInputElement).form : null;
      if (form && inForm === form && field !== button) {
        event.preventDefault();
        pressed = button;
      }
    };
    // Once the click has sent the form, the focus goes to the button after all, as a click would have put it there:
    // a field that still has the focus when the sent form is replaced (a list's form re-mounted after a save) loses it
    // as it is removed, and conform's check on that blur sent the leaving form natively a second time (a 400 and a
    // full page load). Moved while the submit event is firing, the blur's own check is not sent (a form does not
    // submit while firing its submit event, HTML §4.10.21.3); the submit checks every field and focuses the first one
    // in error, as before. The same goes for a form sent with Enter from a field, except a search (method get): its
    // field keeps the focus for the next search (keyboard-focus.spec), and a search's answer does not replace it.
    const submit = (event: SubmitEvent) => {
      const form = event.target;
      const button = event.submitter;
      const afterPress = button !== null && button === pressed;
      pressed = null;
      if (!(form instanceof HTMLFormElement) || (!afterPress && form.method === "get")) return;
      if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement) || button.hidden || button.form !== form) return;
      const field = document.activeElement;
      const inForm = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.form : null;
      if (inForm === form && field !== button) button.focus({ preventScroll: true });
    };
    document.addEventListener("mousedown", press, true);
    document.addEventListener("submit", submit, true);
    return () => {
      document.removeEventListener("mousedown", press, true);
      document.removeEventListener("submit", submit, true);
    };
  }, []);
}
