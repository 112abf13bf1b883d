import { useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { RelativeTime } from "~/components/feedback/relative-time";
import {
  TOAST_COLORS,
  TOAST_POSITIONS,
  TOAST_SIZES,
  ToastProvider,
  Toaster,
  useToast,
  type ToastPosition,
  type ToastSize,
} from "~/components/feedback/toast";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import type { Route } from "./+types/toaster";
import { headingClass, linkClass, sectionClass } from "./gallery";

const DAY = 24 * 60 * 60 * 1000;

export function loader() {
  return { loadedAt: Date.now() };
}

const ToasterActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), name: z.string().optional() }),
  z.object({ intent: z.literal("flash"), color: z.enum(TOAST_COLORS) }),
]);

/** Both forms hand their toast to the next page through the session: the root's Toaster shows it, also without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ToasterActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const t = context.get(i18nContext).t;
  const session = context.get(sessionContext);
  if (parsed.data.intent === "save") {
    session.flash("toast", { color: "success", message: t("gallery:toaster.guard.saved") });
    return { saved: true };
  }
  session.flash("toast", { color: parsed.data.color, message: t("gallery:toaster.flash.message") });
  throw redirect(localizedPath("/test/toaster", context.get(localeContext)));
}

/** Toasts in every colour, position and size; flash toasts; relative time; the unsaved-changes guard; the loading bar. */
export default function ToasterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  const toast = useToast();

  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.toaster.title")} />
      <h1 className="text-3xl font-bold">{t("pages.toaster.title")}</h1>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("toaster.colors.heading")}</h2>
        <div className="flex flex-wrap gap-2">
          {TOAST_COLORS.map((color) => (
            <Button key={color} type="button" variant="secondary" onClick={() => toast.show({ color, message: t("toaster.colors.message") })}>
              {t(`toaster.colors.show.${color}`)}
            </Button>
          ))}
          <Button type="button" variant="secondary" onClick={() => toast.show({ color: "info", duration: 0, message: t("toaster.colors.stickyMessage") })}>
            {t("toaster.colors.show.sticky")}
          </Button>
        </div>
      </section>

      <PlacementDemo />

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("toaster.flash.heading")}</h2>
        <p className="max-w-prose">{t("toaster.flash.intro")}</p>
        {/* A full page load on purpose: the toast arrives in the server's HTML, as it does without JavaScript. */}
        <Form method="post" reloadDocument className="flex flex-wrap items-end gap-3">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="intent" value="flash" />
          <div className="flex flex-col gap-1">
            <label htmlFor="flash-color" className="font-medium">
              {t("toaster.flash.color")}
            </label>
            <select id="flash-color" name="color" defaultValue="success" className="rounded-md border border-border bg-surface px-3 py-2">
              {TOAST_COLORS.map((color) => (
                <option key={color} value={color}>
                  {t(`toaster.colors.show.${color}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">{t("toaster.flash.submit")}</Button>
        </Form>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("toaster.relativeTime.heading")}</h2>
        <p>
          {t("toaster.relativeTime.loadedAt")} <RelativeTime date={loaderData.loadedAt} />
        </p>
        <p>
          {t("toaster.relativeTime.yesterday")} <RelativeTime date={loaderData.loadedAt - DAY} />
        </p>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("toaster.guard.heading")}</h2>
        <p className="max-w-prose">{t("toaster.guard.intro")}</p>
        <GuardedForm method="post" className="flex max-w-md flex-col gap-4">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="intent" value="save" />
          <Field label={t("toaster.guard.name")} inputProps={{ name: "name", defaultValue: "" }} />
          <Button type="submit" className="self-start">
            {t("toaster.guard.save")}
          </Button>
        </GuardedForm>
        <Link to={lp("/")} className={`self-start ${linkClass}`}>
          {t("toaster.guard.leave")}
        </Link>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("toaster.loading.heading")}</h2>
        <Link to={lp("/test/slow")} className={`self-start ${linkClass}`}>
          {t("toaster.loading.link")}
        </Link>
      </section>
    </div>
  );
}

/** Positions and sizes: a provider and Toaster of its own, mounted once the first toast is asked for. */
function PlacementDemo() {
  const { t } = useTranslation("gallery");
  const [position, setPosition] = useState<ToastPosition>("top-right");
  const [size, setSize] = useState<ToastSize>("md");
  const [mounted, setMounted] = useState(false);
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{t("toaster.placement.heading")}</h2>
      <p className="max-w-prose">{t("toaster.placement.intro")}</p>
      <ToastProvider>
        <div className="flex flex-wrap gap-6">
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium">{t("toaster.placement.position")}</legend>
            {TOAST_POSITIONS.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="toast-position" value={value} checked={position === value} onChange={() => setPosition(value)} />
                {t(`toaster.placement.positions.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium">{t("toaster.placement.size")}</legend>
            {TOAST_SIZES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="toast-size" value={value} checked={size === value} onChange={() => setSize(value)} />
                {t(`toaster.placement.sizes.${value}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <PlacementButton
          onShow={() => setMounted(true)}
          message={t("toaster.placement.message", {
            position: t(`toaster.placement.positions.${position}`),
            size: t(`toaster.placement.sizes.${size}`),
          })}
        />
        {mounted ? <Toaster position={position} size={size} /> : null}
      </ToastProvider>
    </section>
  );
}

function PlacementButton({ onShow, message }: { onShow: () => void; message: string }) {
  const { t } = useTranslation("gallery");
  const toast = useToast();
  return (
    <Button
      type="button"
      variant="secondary"
      className="self-start"
      onClick={() => {
        onShow();
        toast.show({ color: "primary", message });
      }}
    >
      {t("toaster.placement.show")}
    </Button>
  );
}
