import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { ToastIconGlyph } from "./toast-icon";
import { createToastStore, type Toast, type ToastColor, type ToastInput, type ToastStore } from "./toast-store";

export { TOAST_COLORS, type Toast, type ToastColor, type ToastIcon, type ToastInput } from "./toast-store";

export const TOAST_POSITIONS = ["top-left", "top-center", "top-right", "bottom-left", "bottom-center", "bottom-right"] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export const TOAST_SIZES = ["sm", "md", "lg", "xl"] as const;
export type ToastSize = (typeof TOAST_SIZES)[number];

const ToastContext = createContext<ToastStore | null>(null);

/**
 * Holds the toasts of one page view. `initial` toasts are in the server's
 * HTML, so a flash toast of a redirect shows with JavaScript off too; `flash`
 * is the same for a value that later client navigations replace (the root
 * loader's flash toast): each new non-null value is shown once.
 */
export function ToastProvider({ initial, flash, children }: { initial?: ToastInput[]; flash?: ToastInput | null; children: ReactNode }) {
  const [store] = useState(() => createToastStore({ initial: flash ? [...(initial ?? []), flash] : initial }));
  const shownFlash = useRef(flash);
  useEffect(() => {
    if (flash && flash !== shownFlash.current) store.show(flash);
    shownFlash.current = flash;
  }, [flash, store]);
  return <ToastContext value={store}>{children}</ToastContext>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToast and Toaster need a <ToastProvider> above them");
  return store;
}

/** `const toast = useToast(); toast.show({ color: "success", message: t("saved") })` */
export function useToast(): { show: (toast: ToastInput) => string; dismiss: (id: string) => void } {
  const store = useToastStore();
  return useMemo(() => ({ show: store.show, dismiss: store.dismiss }), [store]);
}

const positionClasses: Record<ToastPosition, string> = {
  "top-left": "top-0 left-0 items-start",
  "top-center": "top-0 left-1/2 -translate-x-1/2 items-center",
  "top-right": "top-0 right-0 items-end",
  "bottom-left": "bottom-0 left-0 items-start",
  "bottom-center": "bottom-0 left-1/2 -translate-x-1/2 items-center",
  "bottom-right": "bottom-0 right-0 items-end",
};

const sizeClasses: Record<ToastSize, string> = {
  sm: "max-w-xs p-3 text-sm",
  md: "max-w-sm p-4 text-sm",
  lg: "max-w-md p-4 text-base",
  xl: "max-w-lg p-5 text-base",
};

/** Accent (icon, edge, progress) per colour. Warning and info use Tailwind's palettes until the shell has tokens. */
const colorClasses: Record<ToastColor, { icon: string; edge: string; bar: string }> = {
  primary: { icon: "text-primary", edge: "border-l-primary", bar: "bg-primary" },
  success: { icon: "text-success", edge: "border-l-success", bar: "bg-success" },
  danger: { icon: "text-danger", edge: "border-l-danger", bar: "bg-danger" },
  warning: { icon: "text-amber-600", edge: "border-l-amber-500", bar: "bg-amber-500" },
  info: { icon: "text-sky-700", edge: "border-l-sky-600", bar: "bg-sky-600" },
  muted: { icon: "text-muted", edge: "border-l-muted", bar: "bg-muted" },
};

const titleKeys: Record<ToastColor, string> = {
  primary: "toast.titles.notification",
  success: "toast.titles.success",
  danger: "toast.titles.danger",
  warning: "toast.titles.warning",
  info: "toast.titles.info",
  muted: "toast.titles.notification",
};

const closeClass =
  "-m-1 size-8 shrink-0 rounded p-1.5 text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-2 focus-visible:outline-primary";

function CloseGlyph() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
    </svg>
  );
}

/** The stack of toasts; render it once, inside the provider. */
export function Toaster({ position = "bottom-right", size = "md" }: { position?: ToastPosition; size?: ToastSize }) {
  const store = useToastStore();
  const { t } = useTranslation("feedback");
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The newest toast sits nearest the screen's edge.
  const ordered = position.startsWith("top") ? [...toasts].reverse() : toasts;
  return (
    <section
      aria-label={t("toast.region")}
      className={`pointer-events-none fixed z-50 flex w-full flex-col gap-2 p-4 sm:w-auto ${positionClasses[position]}`}
    >
      {ordered.map((toast) => (
        <ToastCard key={toast.id} toast={toast} size={size} store={store} />
      ))}
    </section>
  );
}

function ToastCard({ toast, size, store }: { toast: Toast; size: ToastSize; store: ToastStore }) {
  const { t } = useTranslation("feedback");
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) store.pause(toast.id);
    else store.resume(toast.id);
  }, [held, store, toast.id]);

  const colors = colorClasses[toast.color];
  const danger = toast.color === "danger";
  return (
    <div
      role={danger ? "alert" : "status"}
      aria-live={danger ? "assertive" : "polite"}
      aria-atomic="true"
      data-toast-color={toast.color}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`pointer-events-auto relative flex w-full gap-3 has-[[data-toast-close]:checked]:hidden overflow-hidden rounded-md border border-l-4 border-border bg-surface text-text shadow-lg transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none sm:w-96 ${colors.edge} ${sizeClasses[size]}`}
    >
      {toast.icon ? <ToastIconGlyph icon={toast.icon} className={`mt-0.5 size-5 shrink-0 ${colors.icon}`} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{toast.title ?? t(titleKeys[toast.color])}</p>
        {toast.message ? <p className="break-words">{toast.message}</p> : null}
      </div>
      {toast.closable && hydrated ? (
        <button type="button" onClick={() => store.dismiss(toast.id)} aria-label={t("toast.close")} className={closeClass}>
          <CloseGlyph />
        </button>
      ) : toast.closable ? (
        // Without JavaScript no script takes a toast away, and on a phone it covers what it sits over: a check box
        // closes it by CSS alone (the card hides once its box is checked).
        <label className={`${closeClass} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary`}>
          <input type="checkbox" data-toast-close className="sr-only" aria-label={t("toast.close")} />
          <CloseGlyph />
        </label>
      ) : null}
      {toast.duration > 0 && hydrated ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-surface-muted">
          <div data-toast-progress className={`h-full ${colors.bar}`} style={{ width: `${toast.progress * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}
