import { useEffect, useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatDateTime } from "~/lib/dates";
import { RELATIVE_TIME_UPDATE_INTERVAL, relativeTime, type DateInput } from "~/lib/relative-time";

/**
 * "5 minuten geleden" in a <time>, the full date in its tooltip, kept fresh
 * every `interval` ms. The server's clock and time zone are not the
 * browser's: hydration keeps the server's text without a warning, and the
 * element is rendered anew with the browser's values right after.
 */
export function RelativeTime({
  date,
  interval = RELATIVE_TIME_UPDATE_INTERVAL,
  className,
}: {
  date: DateInput;
  interval?: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation("feedback");
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);

  const value = new Date(date);
  const absolute = formatDateTime(value, i18n.language);
  return (
    <time
      key={hydrated ? "browser" : "server"}
      dateTime={value.toISOString()}
      title={absolute}
      className={className}
      // Set once the browser keeps it fresh (tests wait for it before moving the clock).
      data-live={hydrated ? "true" : undefined}
      suppressHydrationWarning
    >
      {relativeTime(value, now, i18n.language, t("relativeTime.justNow"))}
    </time>
  );
}
