import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

/** The narrow page of the sign-in family: page title, heading, content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
