import { useTranslation } from "~/modules/i18n/use-translation";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { Form, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { PageTitle } from "~/components/page-title";
import { RichTextEditor } from "~/components/rich-text-editor";
import { Button } from "~/components/ui/button";
import { sanitizeDescription } from "~/modules/vacancies/sanitize.server";
import type { Route } from "./+types/tiptap";
import { codeBlockClass, headingClass, sectionClass } from "./gallery";

/** What an attacker might post instead of the editor's output: the server must not trust the editor. */
const UNSAFE_SAMPLE = '<p onclick="alert(1)">Hallo <b>wereld</b></p><script>alert(1)</script><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)>';

/** Lists and headings keep their looks in the sanitized result. */
const richTextClass = "[&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline";

const RichTextSchema = z.object({ html: z.string().max(20_000) });

/** The vacancy description's sanitizer: the same rules as the real rich text of the platform. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = RichTextSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  return { sent: parsed.data.html, clean: sanitizeDescription(parsed.data.html) };
}

export default function TiptapPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const hydrated = useHydrated();
  const initial = actionData?.clean ?? t("tiptap.sample");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.tiptap.title")} />
      <h1 className="text-3xl font-bold">{t("pages.tiptap.title")}</h1>
      <p className="max-w-prose">{t("tiptap.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("tiptap.editorHeading")}</h2>
        <Form method="post" className="flex max-w-2xl flex-col gap-3">
          <AuthenticityTokenInput name="csrf" />
          <RichTextEditor
            name="html"
            label={t("tiptap.label")}
            // Only the plain textarea takes HTML typed by hand.
            hint={hydrated ? undefined : t("tiptap.fallback")}
            defaultValue={initial}
            rows={8}
          />
          <Button type="submit" className="self-start">
            {t("tiptap.submit")}
          </Button>
        </Form>
        <Form method="post">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="html" value={UNSAFE_SAMPLE} />
          <Button type="submit" variant="secondary">
            {t("tiptap.sendUnsafe")}
          </Button>
        </Form>
      </section>

      {actionData ? (
        <section className={sectionClass} aria-live="polite">
          <h2 className={headingClass}>{t("tiptap.resultHeading")}</h2>
          <h3 className="font-semibold">{t("tiptap.rendered")}</h3>
          {/* Safe to render: sanitized on the server a moment ago. */}
          <div data-testid="sanitized" className={`rounded-md border border-border bg-surface p-3 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: actionData.clean }} />
          <h3 className="font-semibold">{t("tiptap.sent")}</h3>
          <pre className={codeBlockClass} tabIndex={0} aria-label={t("tiptap.sent")}>
            {actionData.sent}
          </pre>
          <h3 className="font-semibold">{t("tiptap.kept")}</h3>
          <pre className={codeBlockClass} tabIndex={0} aria-label={t("tiptap.kept")}>
            {actionData.clean}
          </pre>
        </section>
      ) : null}
    </div>
  );
}

export const handle = { i18n: ["manage"] } satisfies I18nHandle;
