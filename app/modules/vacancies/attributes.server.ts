import { z } from "zod";
import { attr, s, type Attribute } from "~/api/resource.server";
import { VACANCY_TAGS, VACANCY_TYPES } from "./constants";
import { VACANCY_STATUSES } from "./life-cycle";

type VacancyBase = {
  id: string;
  title: string;
  status: string;
  vacancyType: string;
  description: string | null;
  youtubeUrl: string | null;
  expiresAt: Date | null;
  ageGroupIds: number[];
  contactPhoneVisible: boolean;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
};

/** What every view of a vacancy shows (the full resource, a vacancy listed with its organization). */
export function vacancyAttributes<T extends VacancyBase>(): Record<string, Attribute<T>> {
  return {
    id: attr(s.id),
    title: attr(s.text),
    status: attr(z.enum(VACANCY_STATUSES)),
    vacancyType: attr(z.enum(VACANCY_TYPES)),
    description: attr(s.optionalText),
    youtubeUrl: attr(s.optionalText),
    expiresAt: attr(s.timestamp),
    ageGroupIds: attr(s.ints),
    contactPhoneVisible: attr(s.bool),
    tags: attr(z.array(z.enum(VACANCY_TAGS))),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  };
}
