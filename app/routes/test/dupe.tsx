import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, useNavigation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { BusySubmitButton, guardBusySubmit } from "~/components/ui/busy-submit";
import { sessionContext } from "~/middleware/context";
import type { Route } from "./+types/dupe";
import { headingClass, sectionClass } from "./gallery";

/** How many handled keys the session remembers: enough for resends, small enough for a cookie. */
const REMEMBERED_KEYS = 20;

/** Every page view hands the form a fresh idempotency key. */
export function loader({ context }: Route.LoaderArgs) {
  return { key: crypto.randomUUID(), count: context.get(sessionContext).get("dupeDemo")?.count ?? 0 };
}

const DupeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("record"), idempotencyKey: z.uuid() }),
  z.object({ intent: z.literal("reset") }),
]);

/** A key seen before is a resend (double click, refresh, back and submit again): answered, not counted again. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = DupeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const session = context.get(sessionContext);
  if (parsed.data.intent === "reset") {
    session.unset("dupeDemo");
    return { outcome: "reset" as const, count: 0 };
  }
  const record = session.get("dupeDemo") ?? { keys: [], count: 0 };
  if (record.keys.includes(parsed.data.idempotencyKey)) return { outcome: "duplicate" as const, count: record.count };
  const next = { keys: [...record.keys, parsed.data.idempotencyKey].slice(-REMEMBERED_KEYS), count: record.count + 1 };
  session.set("dupeDemo", next);
  return { outcome: "recorded" as const, count: next.count };
}

export default function DupePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "record";
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.dupe.title")} />
      <h1 className="text-3xl font-bold">{t("pages.dupe.title")}</h1>
      <p className="max-w-prose">{t("dupe.intro")}</p>
      <ul className="max-w-prose list-inside list-disc">
        <li>{t("dupe.layers.button")}</li>
        <li>{t("dupe.layers.key")}</li>
        <li>{t("dupe.layers.limit")}</li>
      </ul>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("dupe.tryHeading")}</h2>
        <p>
          {t("dupe.count")} <strong data-testid="dupe-count">{loaderData.count}</strong>
        </p>
        {actionData ? (
          <p role="status" className="rounded-md border border-border bg-surface p-3">
            {t(`dupe.outcome.${actionData.outcome}`)}
          </p>
        ) : null}
        <Form method="post" onSubmit={guardBusySubmit(sending)} className="flex flex-col gap-3" data-testid="dupe-form">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="intent" value="record" />
          <input type="hidden" name="idempotencyKey" value={loaderData.key} />
          <p className="text-sm text-muted">
            {t("dupe.key")} <code>{loaderData.key}</code>
          </p>
          <BusySubmitButton busy={sending} className="self-start">
            {t(sending ? "dupe.sending" : "dupe.submit")}
          </BusySubmitButton>
        </Form>
        <Form method="post">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="intent" value="reset" />
          <Button type="submit" variant="secondary">
            {t("dupe.reset")}
          </Button>
        </Form>
      </section>
    </div>
  );
}
