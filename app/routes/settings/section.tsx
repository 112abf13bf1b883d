import type { ReactNode } from "react";
import { PageTitle } from "~/components/page-title";

/** A settings page under /instellingen: the layout has the h1 and the navigation, the page its h2 and title. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="settings-section-title">
      <PageTitle title={title} />
      <h2 id="settings-section-title" className="text-2xl font-semibold">
        {title}
      </h2>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}
