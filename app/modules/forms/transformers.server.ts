import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { ACCESS_PERMISSIONS, QUESTION_TYPES } from "./constants";
import { supportedLanguages } from "~/modules/i18n/languages";
import {
  FORM_INCLUDES,
  FormFiltersSchema,
  SubmissionFiltersSchema,
  type FormResource,
  type InvitationRow,
  type PublicForm,
  type QuestionRow,
  type SubmissionRow,
} from "./forms.server";
import { FormCreateSchema, FormUpdateSchema, InvitationCreateSchema, QuestionSchema, SubmissionCreateSchema } from "./schema";

/** A form question (spec §3). */
export const questionResource = defineResource<QuestionRow>({
  type: "form_questions",
  description: "A question of a form (spec §3).",
  attributes: {
    id: attr(s.id),
    text: attr(s.text),
    questionType: attr(z.enum(QUESTION_TYPES)),
    required: attr(s.bool),
    position: attr(s.int),
    longAnswer: attr(s.bool),
    options: attr(s.json),
  },
  paths: { collection: "/forms/:id/questions" },
  writes: { create: { attributes: QuestionSchema } },
});

/** A form (spec §3) with its questions as a relationship (include=questions). */
export const formResource = defineResource<FormResource>({
  type: "forms",
  description: "A form built by a volunteer center or organization (spec §3): anonymous, or for invitees with a token.",
  attributes: {
    id: attr(s.id),
    title: attr(s.text),
    description: attr(s.optionalText),
    accessPermission: attr(z.enum(ACCESS_PERMISSIONS)),
    organizationId: attr(s.optionalUuid),
    organizationName: attr(s.optionalText),
    publicToken: attr(s.optionalText),
    purpose: attr(s.optionalText),
    /** The language the form is written in; the contact form has one per language the center offers. */
    language: attr(z.enum(supportedLanguages)),
    version: attr(s.int),
    questionCount: attr(s.optionalInt, (f) => f.questionCount ?? null),
    submissionCount: attr(s.optionalInt, (f) => f.submissionCount ?? null),
    invitationCount: attr(s.optionalInt, (f) => f.invitationCount ?? null),
    canManage: attr(s.bool),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  relationships: { questions: { resource: () => questionResource, get: (f) => f.questions, many: true } },
  includes: FORM_INCLUDES,
  filters: FormFiltersSchema,
  page: { maxSize: 1000 },
  paths: { collection: "/forms", member: "/forms/:id" },
  writes: { create: { attributes: FormCreateSchema }, update: { attributes: FormUpdateSchema } },
});

/** What a respondent gets: the form and its questions, nothing about who manages it. */
export const publicFormResource = defineResource<PublicForm>({
  type: "public_forms",
  description: "A form as its respondents see it, by its public token or an invitation's token.",
  attributes: {
    id: attr(s.id),
    title: attr(s.text),
    description: attr(s.optionalText),
    accessPermission: attr(z.enum(ACCESS_PERMISSIONS)),
    organizationName: attr(s.optionalText),
    purpose: attr(s.optionalText),
    byInvitation: attr(s.bool, (f) => f.invitationId !== null),
  },
  relationships: { questions: { resource: () => questionResource, get: (f) => f.questions, many: true } },
  includes: FORM_INCLUDES,
  paths: { member: "/public_forms/:token" },
  writes: { other: { "post /public_forms/:token/submissions": { attributes: SubmissionCreateSchema } } },
});

/** An invitation: who, and what became of it. The token itself is never shown again. */
export const invitationResource = defineResource<InvitationRow>({
  type: "form_invitations",
  description: "An invitation to fill in a form; its token is sent by e-mail and never shown again.",
  attributes: {
    id: attr(s.id),
    formId: attr(s.uuid),
    email: attr(s.text),
    singleUse: attr(s.bool),
    status: attr(z.enum(["pending", "used", "answered", "revoked"]), (i) =>
      i.revokedAt ? "revoked" : i.usedAt ? (i.singleUse ? "used" : "answered") : "pending",
    ),
    usedAt: attr(s.timestamp),
    revokedAt: attr(s.timestamp),
    lastSentAt: attr(s.timestamp),
    submissionCount: attr(s.int),
    createdAt: attr(s.timestamp),
  },
  paths: { collection: "/forms/:id/invitations" },
  writes: { create: { attributes: InvitationCreateSchema } },
});

/** A submission with the questions as they were when it was sent. */
export const submissionResource = defineResource<SubmissionRow>({
  type: "form_submissions",
  description: "The answers of one respondent, with the questions as they were when sent.",
  attributes: {
    id: attr(s.id),
    formId: attr(s.uuid),
    invitationId: attr(s.optionalUuid),
    inviteeEmail: attr(s.optionalText),
    answers: attr(s.json),
    questions: attr(s.json, (row) => row.questionsSnapshot),
    formVersion: attr(s.int),
    locale: attr(s.optionalText),
    createdAt: attr(s.timestamp),
  },
  filters: SubmissionFiltersSchema,
  page: { maxSize: 1000 },
  paths: { collection: "/forms/:id/submissions", member: "/forms/:id/submissions/:submissionId" },
});
