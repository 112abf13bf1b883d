import { canTransition, VACANCY_STATUSES, type VacancyStatus } from "./life-cycle";
import { dayOf } from "./manage-schema";

/*
 * The vacancy add and edit form's values (app/routes/manage/vacancy-form.tsx): the vacancy as the form edits it,
 * the statuses it may be given and the fields' start values.
 */

export type EditableVacancy = {
  id: string;
  title: string;
  status: VacancyStatus;
  vacancyType: string;
  description: string;
  contactPersonId: string | null;
  contactPhoneVisible: boolean;
  tags: string[];
  frequency: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  startDate: string | null;
  endDate: string | null;
  expiresAt: string | null;
  youtubeUrl: string | null;
  ageGroupIds: number[];
  organizationId: string;
};

/** Statuses a vacancy may be given here: a new one starts as a draft or published; others follow the life cycle. */
export function statusChoices(current: VacancyStatus | null): VacancyStatus[] {
  if (!current) return ["draft", "published"];
  return [current, ...VACANCY_STATUSES.filter((to) => to !== "deleted" && canTransition(current, to))];
}

/** The form's start values: a vacancy's as the form's fields hold them, or a new one's (a draft for the organization). */
export function vacancyFormDefaults(vacancy: EditableVacancy | null, organizationId: string) {
  if (!vacancy) return { organizationId, status: "draft", vacancyType: "volunteering", description: "", tags: [], ageGroupIds: [] };
  return {
    organizationId: vacancy.organizationId,
    title: vacancy.title,
    status: vacancy.status,
    vacancyType: vacancy.vacancyType,
    description: vacancy.description,
    contactPersonId: vacancy.contactPersonId ?? "",
    contactPhoneVisible: vacancy.contactPhoneVisible ? "on" : "",
    tags: vacancy.tags,
    frequency: vacancy.frequency ?? "",
    street: vacancy.street ?? "",
    houseNumber: vacancy.houseNumber ?? "",
    postalCode: vacancy.postalCode ?? "",
    city: vacancy.city ?? "",
    startDate: vacancy.startDate ?? "",
    endDate: vacancy.endDate ?? "",
    expiresAt: dayOf(vacancy.expiresAt),
    youtubeUrl: vacancy.youtubeUrl ?? "",
    ageGroupIds: vacancy.ageGroupIds.map(String),
  };
}
