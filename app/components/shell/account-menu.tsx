import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { AuthenticityTokenInput, useAuthenticityToken } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalizedPath } from "~/lib/i18n";
import { useShell } from "./use-shell";

const itemClass = "block w-full rounded px-3 py-2 text-left text-sm text-text outline-none hover:bg-surface-muted focus:bg-surface-muted";

/** Profile, settings and profile replies, organization switcher (when the user has several) and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, organizations, currentOrganizationId, organizationsFailed } = useShell();
  const lp = useLocalizedPath();
  const hydrated = useHydrated();
  const location = useLocation();
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  if (!user) return null;
  const name = user.firstName || user.email;
  const current = organizations.find((o) => o.id === currentOrganizationId);
  const accountLinks = [
    { path: "/profiel", label: t("shell.profile") },
    { path: "/profile-edit/settings", label: t("shell.profileSettings") },
    { path: "/profile-replies", label: t("shell.profileReplies") },
  ];

  const here = location.pathname + location.search;
  const unavailable = organizationsFailed ? <OrganizationsUnavailable retryTo={here} /> : null;
  const switcher =
    organizations.length > 1
      ? organizations.map((organization) => (
          <Form key={organization.id} method="post" action="/organisatie-kiezen">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="organizationId" value={organization.id} />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className={itemClass} aria-current={organization.id === currentOrganizationId || undefined}>
              {organization.name}
              {organization.id === currentOrganizationId ? " ✓" : ""}
            </button>
          </Form>
        ))
      : null;

  const trigger = (
    <span className="inline-flex items-center gap-2 rounded-md border border-border bg-surface px-2 py-1 text-sm">
      <span aria-hidden="true" className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="sr-only sm:not-sr-only">{name}</span>
    </span>
  );

  if (!hydrated) {
    return (
      <details className="relative">
        <summary className="cursor-pointer list-none" aria-label={t("shell.accountOf", { name })}>
          {trigger}
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-64 rounded-md border border-border bg-surface p-2 shadow-lg">
          {accountLinks.map((link) => (
            <Link key={link.path} to={lp(link.path)} className={itemClass}>
              {link.label}
            </Link>
          ))}
          {switcher ? <p className="px-3 pt-2 text-xs font-semibold uppercase text-muted">{t("shell.switchOrganization")}</p> : null}
          {switcher}
          {unavailable}
          <Link to={lp("/uitloggen")} className={itemClass}>
            {t("nav.signOut")}
          </Link>
        </div>
      </details>
    );
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={t("shell.accountOf", { name })} className="rounded-md">
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-64 rounded-md border border-border bg-surface p-2 text-text shadow-lg">
          {current ? <DropdownMenu.Label className="px-3 py-1 text-xs text-muted">{t("shell.currentOrganization", { name: current.name })}</DropdownMenu.Label> : null}
          {accountLinks.map((link) => (
            <DropdownMenu.Item key={link.path} asChild>
              <Link to={lp(link.path)} className={itemClass}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {switcher ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase text-muted">{t("shell.switchOrganization")}</DropdownMenu.Label>
              {organizations.map((organization) => (
                <DropdownMenu.Item
                  key={organization.id}
                  className={itemClass}
                  onSelect={() =>
                    submit(
                      { csrf, organizationId: organization.id, redirectTo: location.pathname + location.search },
                      { method: "post", action: "/organisatie-kiezen" },
                    )
                  }
                >
                  {organization.name}
                  {organization.id === currentOrganizationId ? " ✓" : ""}
                </DropdownMenu.Item>
              ))}
            </>
          ) : null}
          {organizationsFailed ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <p className="px-3 py-1 text-sm text-danger">{t("shell.organizationsFailed")}</p>
              <DropdownMenu.Item asChild>
                <Link to={here} className={itemClass}>
                  {t("shell.organizationsRetry")}
                </Link>
              </DropdownMenu.Item>
            </>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild>
            <Link to={lp("/uitloggen")} className={itemClass}>
              {t("nav.signOut")}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Spec §8: the organizations could not be loaded. The switcher says so and
 * offers a retry: the same page again, which loads them anew (with or
 * without JavaScript).
 */
export function OrganizationsUnavailable({ retryTo }: { retryTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="px-3 py-2 text-sm" data-testid="organizations-unavailable">
      <p className="text-danger">{t("shell.organizationsFailed")}</p>
      <Link to={retryTo} className="text-primary underline underline-offset-2 hover:no-underline">
        {t("shell.organizationsRetry")}
      </Link>
    </div>
  );
}
