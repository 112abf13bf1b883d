import { useTranslation } from "~/modules/i18n/use-translation";
import { useLocation } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { catalogueEntry } from "~/modules/errors/catalogue";
import { PageTitle } from "./page-title";

/**
 * Spec §2: the stack of an error, behind a toggle, for developers only. In a
 * production build `import.meta.env.DEV` is false and this renders nothing
 * (the branch is removed from the bundle).
 */
export function DevStack({ error, label }: { error: unknown; label: string }) {
  if (!import.meta.env.DEV || !(error instanceof Error) || !error.stack) return null;
  return (
    <details className="mt-6 text-left" data-testid="dev-stack">
      <summary className="cursor-pointer font-medium">{label}</summary>
      <pre className="mt-2 max-h-96 overflow-auto rounded-md border border-border p-3 text-xs">{error.stack}</pre>
    </details>
  );
}

/**
 * The full-page error screen of spec §2: the status large in the background,
 * a title and description from the catalogue, 'Back to home' (the home page in the page's language) and the way to
 * the vacancy bank, the two places a visitor on a dead link most likely wants. `inShell`: inside the shell's own <main> (a
 * signed-in user's 403), so a section of the page rather than the whole screen.
 */
export function ErrorPage({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  const { t } = useTranslation("errors");
  const location = useLocation();
  const lp = useLocalizedPath();
  const entry = catalogueEntry(error);
  const title = t(`catalogue.${entry.kind}.title`, { code: entry.status });
  const Wrapper = inShell ? "section" : "main";
  return (
    <Wrapper
      id={inShell ? undefined : "main"}
      className={`relative isolate flex items-center justify-center overflow-hidden px-4 ${inShell ? "min-h-[60vh]" : "min-h-screen"}`}
    >
      <PageTitle title={title} />
      {entry.status ? (
        // Drawn by CSS from the attribute: decoration, not text (screen readers and contrast checks skip it).
        <div
          aria-hidden="true"
          data-status={entry.status}
          className="pointer-events-none absolute inset-0 -z-10 flex select-none items-center justify-center text-[40vw] font-black leading-none text-border before:content-[attr(data-status)]"
        />
      ) : null}
      <div className="max-w-xl text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg">{t(`catalogue.${entry.kind}.description`)}</p>
        {entry.kind === "notFound" ? (
          <p className="mt-2 break-all text-muted">{t("catalogue.notFound.path", { path: entry.path ?? location.pathname })}</p>
        ) : null}
        <DevStack error={error} label={t("generic.showStack")} />
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <a href={lp("/")} className="inline-flex rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {t("common:backToHome")}
          </a>
          <a href={lp("/vacancies/search")} className="inline-flex rounded-md px-4 py-2 font-semibold text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {t("searchVacancies")}
          </a>
        </div>
      </div>
    </Wrapper>
  );
}
