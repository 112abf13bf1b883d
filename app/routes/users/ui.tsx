import type { ReactNode } from "react";

/* Small pieces the users pages share (the management pages' StatusBadge, paging and panels come from ../manage/ui). */

export { controlClass as filterClass } from "~/components/ui/control";
export const linkClass = "text-primary underline underline-offset-2 hover:no-underline";

/** A user status in the colours of the management badges. */
const TONES: Record<string, string> = { active: "published", invited: "new", inactive: "expired", archived: "archived" };
export const statusTone = (status: string) => TONES[status] ?? status;

/** A term and its description in a details list. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-48">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
