/*
 * The vacancy status life cycle (docs/decisions/003-vacancy-status-life-cycle.md).
 * Pure and isomorphic: the API refuses what it forbids with a 422, the bulk
 * preview explains it, and the UI offers only what it allows.
 */

export const VACANCY_STATUSES = ["draft", "published", "filled", "expired", "archived", "deleted"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

const ALLOWED: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ["published", "archived", "deleted"],
  published: ["draft", "filled", "expired", "archived", "deleted"],
  // Republishing a filled or expired vacancy puts it back in the bank.
  filled: ["published", "archived", "deleted"],
  expired: ["published", "archived", "deleted"],
  // Restoring: back to a draft, or to the status it had before it was archived.
  archived: ["draft", "published", "filled", "expired", "deleted"],
  // Deleted is final: the vacancy is hidden everywhere.
  deleted: [],
};

export function canTransition(from: VacancyStatus, to: VacancyStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Statuses a volunteer can still respond to. */
export function acceptsApplications(status: VacancyStatus): boolean {
  return status === "published";
}

/** The status a restore leads to: the one before archiving, else a draft. */
export function restoreTarget(statusBeforeArchive: VacancyStatus | null | undefined): VacancyStatus {
  return statusBeforeArchive && statusBeforeArchive !== "archived" && statusBeforeArchive !== "deleted" ? statusBeforeArchive : "draft";
}
