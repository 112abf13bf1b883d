import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useFetchers, useNavigation } from "react-router";
import { createLoadingBarMachine, type LoadingBarState } from "./loading-bar-machine";

const idle: LoadingBarState = { status: "idle", visible: false, progress: 0 };
const idleSnapshot = () => idle;

/**
 * The 3 px bar at the top of the page during navigations and form
 * submissions (also through fetchers; a fetcher's background load does not
 * count). `error`: the page ended on an error boundary — the root knows.
 */
export function LoadingBar({ error = false }: { error?: boolean }) {
  const { t } = useTranslation("feedback");
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod !== undefined && fetcher.formMethod.toUpperCase() !== "GET");

  const [machine] = useState(() => createLoadingBarMachine());
  useEffect(() => () => machine.destroy(), [machine]);
  const { status, visible, progress } = useSyncExternalStore(machine.subscribe, machine.getSnapshot, idleSnapshot);

  useEffect(() => {
    if (busy) machine.start();
    else if (error) machine.fail();
    else machine.finish();
  }, [busy, error, machine]);

  return (
    <div
      role={visible ? "progressbar" : undefined}
      aria-label={visible ? t("loadingBar.label") : undefined}
      aria-valuemin={visible ? 0 : undefined}
      aria-valuemax={visible ? 100 : undefined}
      aria-valuenow={visible ? Math.round(progress * 100) : undefined}
      aria-hidden={visible ? undefined : true}
      data-status={status}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className={`h-full transition-[width,opacity] ease-linear motion-reduce:transition-none ${status === "error" ? "bg-danger" : "bg-primary"} ${visible ? "opacity-100 duration-100" : "opacity-0 duration-300"}`}
        style={{ width: `${progress * 100}%` }}
      />
    </div>
  );
}
