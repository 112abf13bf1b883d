import type { VacancyFrequency, VacancyStatus, VacancyTag, VacancyType } from "./constants";

/** A vacancy as the api client hands it to pages: flattened and camelCased. */
export type Vacancy = {
  id: string;
  title: string;
  status: VacancyStatus;
  vacancyType: VacancyType;
  description: string;
  youtubeUrl: string | null;
  expiresAt: string | null;
  ageGroupIds: number[];
  contactPhoneVisible: boolean;
  tags: VacancyTag[];
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  frequency: VacancyFrequency | null;
  startDate: string | null;
  endDate: string | null;
  organizationId: string;
  volunteerCenterId: string | null;
  canManage: boolean;
  createdAt: string;
  organization?: { id: string; name: string; website: string | null; city: string | null } | null;
  contactPerson?: { id: string; fullName: string; email: string; phoneNumber: string | null } | null;
};
