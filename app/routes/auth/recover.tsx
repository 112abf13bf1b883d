import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, useZodForm } from "~/components/forms";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { RecoverSchema } from "~/modules/auth/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/recover";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RecoverSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const locale = context.get(localeContext);
  const origin = new URL(request.url).origin;
  // The API answers the same whether or not the address exists: no account enumeration.
  await context.get(apiContext).post("/auth/password", {
    body: { email: submission.value.email, redirectUrl: `${origin}${localizedPath("/auth/reset", locale)}` },
  });
  throw redirect(`${localizedPath("/auth/recover", locale)}?sent=1`);
}

export default function Recover({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [form, fields] = useZodForm(RecoverSchema, actionData);
  return (
    <AuthCard title={t("recover.title")}>
      {searchParams.get("sent") ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
          {t("recover.sent")}
        </p>
      ) : (
        <>
          <p>{t("recover.intro")}</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <AuthenticityTokenInput name="csrf" />
            <FieldLabels labels={{ email: t("recover.email") }} summary={{ form, result: actionData }}>
              <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
            </FieldLabels>
            <Button type="submit">{t("recover.submit")}</Button>
          </Form>
        </>
      )}
      <Link to={lp("/auth/login-1")} className="text-primary underline">
        {t("recover.backToLogin")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["auth"] } satisfies I18nHandle;
