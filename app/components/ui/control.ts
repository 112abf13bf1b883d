/**
 * The look of a text input or select: one class for every form control, so field edges keep the
 * 3:1 non-text contrast (WCAG 1.4.11) that `border-input` gives, and a field with an error turns red.
 */
export const controlClass =
  "rounded-md border border-input bg-surface px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid]:border-danger";
