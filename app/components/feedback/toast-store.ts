/*
 * The toast list and its countdowns (spec §3, §4, §9), free of React so the
 * timing can be tested with fake timers. One store per <ToastProvider>: no
 * module state that could leak between server-rendered requests.
 */

export const TOAST_COLORS = ["primary", "success", "danger", "warning", "info", "muted"] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

export const TOAST_ICONS = ["check", "error", "warning", "info", "bell"] as const;
export type ToastIcon = (typeof TOAST_ICONS)[number];

export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_TICK_MS = 16;

/** What callers (and loaders, for flash toasts) hand in: plain data, serialisable. */
export type ToastInput = {
  id?: string;
  title?: string;
  message?: string;
  color?: ToastColor;
  /** null shows no icon; undefined picks the colour's icon. */
  icon?: ToastIcon | null;
  closable?: boolean;
  /** Milliseconds; 0 or less stays until closed. */
  duration?: number;
};

export type Toast = {
  id: string;
  title?: string;
  message?: string;
  color: ToastColor;
  icon: ToastIcon | null;
  closable: boolean;
  duration: number;
  createdAt: number;
  /** 0 → 1 over the duration; the toast is removed at 1. */
  progress: number;
  paused: boolean;
};

const defaultIcons: Record<ToastColor, ToastIcon> = {
  primary: "bell",
  success: "check",
  danger: "error",
  warning: "warning",
  info: "info",
  muted: "bell",
};

type Clock = { elapsed: number; startedAt: number | null };

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore({ initial = [], now = () => Date.now() }: { initial?: ToastInput[]; now?: () => number } = {}) {
  let counter = 0;
  // Ids of toasts rendered on the server must be the same in the browser: a counter, not randomness.
  const nextId = () => `toast-${++counter}`;
  const clocks = new Map<string, Clock>();
  const listeners = new Set<() => void>();
  let started = false;
  let interval: ReturnType<typeof setInterval> | null = null;

  const build = (input: ToastInput): Toast => {
    const color = input.color ?? "primary";
    return {
      id: input.id ?? nextId(),
      title: input.title,
      message: input.message,
      color,
      icon: input.icon === undefined ? defaultIcons[color] : input.icon,
      closable: input.closable ?? true,
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      createdAt: now(),
      progress: 0,
      paused: false,
    };
  };

  let toasts: Toast[] = initial.map(build);
  for (const toast of toasts) clocks.set(toast.id, { elapsed: 0, startedAt: null });

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const counting = (toast: Toast) => toast.duration > 0 && !toast.paused;

  const tick = () => {
    const time = now();
    let changed = false;
    const next: Toast[] = [];
    for (const toast of toasts) {
      const clock = clocks.get(toast.id);
      if (toast.duration <= 0 || !clock) {
        next.push(toast);
        continue;
      }
      const elapsed = clock.elapsed + (clock.startedAt === null ? 0 : time - clock.startedAt);
      const progress = Math.min(1, elapsed / toast.duration);
      if (progress >= 1) {
        clocks.delete(toast.id);
        changed = true;
        continue;
      }
      if (progress !== toast.progress) {
        changed = true;
        next.push({ ...toast, progress });
      } else next.push(toast);
    }
    if (changed) {
      toasts = next;
      emit();
    }
    if (!toasts.some(counting)) stopTicking();
  };

  const startTicking = () => {
    if (started && interval === null && toasts.some(counting)) interval = setInterval(tick, TOAST_TICK_MS);
  };
  const stopTicking = () => {
    if (interval !== null) clearInterval(interval);
    interval = null;
  };

  const run = (id: string) => {
    const clock = clocks.get(id);
    if (clock && clock.startedAt === null) clock.startedAt = now();
  };
  const hold = (id: string) => {
    const clock = clocks.get(id);
    if (clock && clock.startedAt !== null) {
      clock.elapsed += now() - clock.startedAt;
      clock.startedAt = null;
    }
  };

  const update = (id: string, change: Partial<Toast>) => {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, ...change } : toast));
    emit();
  };

  return {
    getSnapshot: () => toasts,

    /** Adds a toast (replacing one with the same id) and returns its id. */
    show(input: ToastInput): string {
      const toast = build(input);
      clocks.set(toast.id, { elapsed: 0, startedAt: null });
      toasts = [...toasts.filter((t) => t.id !== toast.id), toast];
      if (started) run(toast.id);
      emit();
      startTicking();
      return toast.id;
    },

    dismiss(id: string) {
      if (!toasts.some((toast) => toast.id === id)) return;
      clocks.delete(id);
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },

    pause(id: string) {
      const toast = toasts.find((t) => t.id === id);
      if (!toast || toast.paused) return;
      hold(id);
      update(id, { paused: true });
    },

    /** Counts down the remaining time, not the whole duration again. */
    resume(id: string) {
      const toast = toasts.find((t) => t.id === id);
      if (!toast || !toast.paused) return;
      if (started) run(id);
      update(id, { paused: false });
      startTicking();
    },

    /**
     * Countdowns start with the first subscriber — in the browser, after
     * hydration — so server-rendered toasts get their full time on screen.
     */
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        for (const toast of toasts) if (!toast.paused) run(toast.id);
        startTicking();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          for (const toast of toasts) hold(toast.id);
          started = false;
          stopTicking();
        }
      };
    },
  };
}
