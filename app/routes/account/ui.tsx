import type { ReactNode } from "react";
import { PageTitle } from "~/components/page-title";

/*
 * Pieces the account pages share: a page heading with its title, and the
 * link style of the management pages.
 */

export const linkClass = "text-primary underline underline-offset-2 hover:no-underline";

export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A sub-page of /profile-edit: the layout has the page's h1, the child its h2 and title. */
export function EditSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="edit-section-title">
      <PageTitle title={title} />
      <h2 id="edit-section-title" className="text-2xl font-semibold">
        {title}
      </h2>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}
