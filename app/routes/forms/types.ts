import type { AnswerValue, QuestionType } from "~/modules/forms/constants";
import type { Language } from "~/modules/i18n/languages";

/* The form builder's resources as the api client returns them (flattened, camelCase). */

export type BuilderQuestion = {
  id: string;
  text: string;
  questionType: QuestionType;
  required: boolean;
  position: number;
  longAnswer: boolean;
  options: string[];
};

export type BuilderForm = {
  id: string;
  title: string;
  description: string;
  accessPermission: "anonymous" | "token_holder";
  organizationId: string | null;
  organizationName: string | null;
  publicToken: string;
  purpose: string | null;
  language: Language;
  version: number;
  questionCount: number;
  submissionCount: number;
  invitationCount: number;
  createdAt: string;
  questions?: BuilderQuestion[];
};

export type Invitation = {
  id: string;
  email: string;
  singleUse: boolean;
  status: "pending" | "used" | "answered" | "revoked";
  usedAt: string | null;
  revokedAt: string | null;
  lastSentAt: string | null;
  submissionCount: number;
};

export type Submission = {
  id: string;
  formId: string;
  invitationId: string | null;
  inviteeEmail: string | null;
  answers: Record<string, AnswerValue>;
  questions: BuilderQuestion[];
  formVersion: number;
  createdAt: string;
};

export type PublicForm = {
  id: string;
  title: string;
  description: string;
  accessPermission: "anonymous" | "token_holder";
  purpose: string | null;
  byInvitation: boolean;
  questions: BuilderQuestion[];
};
