import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * A side panel on Radix Dialog (focus trap, Escape, focus returns to the
 * trigger). Before hydration — or without JavaScript — it is a <details>
 * disclosure, so its content is still reachable.
 */
export function Sheet({
  trigger,
  title,
  side = "right",
  children,
  triggerClassName,
}: {
  trigger: ReactNode;
  title: string;
  side?: "left" | "right";
  children: ReactNode;
  triggerClassName?: string;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  // Open for the page it was opened on: following a link in the panel (or any navigation) closes it.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Closed by a navigation (not Escape or ✕): the focus stays where the new page put it (its <main>), not on the trigger.
  const closedByUser = useRef(false);
  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={`cursor-pointer list-none ${triggerClassName ?? ""}`}>{trigger}</summary>
        <div className={`absolute z-40 mt-2 w-72 max-w-[90vw] rounded-md border border-border bg-surface p-4 shadow-lg ${side === "left" ? "left-0" : "right-0"}`}>
          <p className="mb-2 font-semibold">{title}</p>
          {children}
        </div>
      </details>
    );
  }
  return (
    <Dialog.Root
      open={openAt === location.key}
      onOpenChange={(open) => {
        closedByUser.current = !open;
        setOpenAt(open ? location.key : null);
      }}
    >
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={`fixed top-0 z-50 flex h-full w-80 max-w-[90vw] flex-col gap-4 overflow-y-auto border-border bg-surface p-6 text-text shadow-xl ${side === "left" ? "left-0 border-r" : "right-0 border-l"}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!closedByUser.current) event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md border border-border px-2 py-1 text-sm" aria-label={t("shell.closePanel")}>
              ✕
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
