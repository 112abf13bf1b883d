import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, useLocation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useNonce } from "~/components/nonce";
import { useShell } from "./use-shell";

/** Asked only where the center has an analytics id; a plain form, so it works without JavaScript. */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { theme, consent } = useShell();
  const location = useLocation();
  if (!theme.gtagId || consent) return null;
  return (
    <section aria-labelledby="consent-title" className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-lg">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="consent-title" className="font-semibold">
            {t("consent.title")}
          </h2>
          <p>{t("consent.text")}</p>
        </div>
        <Form method="post" action="/toestemming" className="flex gap-2">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" name="analytics" value="yes" className="rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover">
            {t("consent.accept")}
          </button>
          <button type="submit" name="analytics" value="no" className="rounded-md border border-border px-4 py-2 font-semibold">
            {t("consent.decline")}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** Google Analytics (gtag) — only with the center's id and the visitor's yes. */
export function Analytics() {
  const { theme, consent } = useShell();
  const nonce = useNonce();
  if (!theme.gtagId || consent !== "yes") return null;
  const id = theme.gtagId;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)},{anonymize_ip:true});`,
        }}
      />
    </>
  );
}
