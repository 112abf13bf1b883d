import { iso, relation, Transformer, type SerializeExtra } from "~/api/jsonapi.server";
import type { FormResource, InvitationRow, PublicForm, QuestionRow, SubmissionRow } from "./forms.server";

/** A form (spec §3) with its questions as a relationship (include=questions). */
export class FormTransformer extends Transformer<FormResource, SerializeExtra> {
  override type = "forms";
  override relationships = {
    questions: relation<FormResource, QuestionRow>("questions", (f) => f.questions, () => new QuestionTransformer()),
  };

  transform(f: FormResource) {
    return {
      id: f.id,
      title: f.title,
      description: f.description,
      accessPermission: f.accessPermission,
      organizationId: f.organizationId,
      organizationName: f.organizationName,
      publicToken: f.publicToken,
      purpose: f.purpose,
      version: f.version,
      questionCount: f.questionCount ?? null,
      submissionCount: f.submissionCount ?? null,
      invitationCount: f.invitationCount ?? null,
      canManage: f.canManage,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
    };
  }
}

/** A form question (spec §3). */
export class QuestionTransformer extends Transformer<QuestionRow, SerializeExtra> {
  override type = "form_questions";

  transform(q: QuestionRow) {
    return {
      id: q.id,
      text: q.text,
      questionType: q.questionType,
      required: q.required,
      position: q.position,
      longAnswer: q.longAnswer,
      options: q.options,
    };
  }
}

/** What a respondent gets: the form and its questions, nothing about who manages it. */
export class PublicFormTransformer extends Transformer<PublicForm, SerializeExtra> {
  override type = "public_forms";
  override relationships = {
    questions: relation<PublicForm, QuestionRow>("questions", (f) => f.questions, () => new QuestionTransformer()),
  };

  transform(f: PublicForm) {
    return {
      id: f.id,
      title: f.title,
      description: f.description,
      accessPermission: f.accessPermission,
      organizationName: f.organizationName,
      purpose: f.purpose,
      byInvitation: f.invitationId !== null,
    };
  }
}

/** An invitation: who, and what became of it. The token itself is never shown again. */
export class InvitationTransformer extends Transformer<InvitationRow, SerializeExtra> {
  override type = "form_invitations";

  transform(i: InvitationRow) {
    return {
      id: i.id,
      formId: i.formId,
      email: i.email,
      singleUse: i.singleUse,
      status: i.revokedAt ? "revoked" : i.usedAt ? (i.singleUse ? "used" : "answered") : "pending",
      usedAt: iso(i.usedAt),
      revokedAt: iso(i.revokedAt),
      lastSentAt: iso(i.lastSentAt),
      submissionCount: i.submissionCount,
      createdAt: iso(i.createdAt),
    };
  }
}

/** A submission with the questions as they were when it was sent. */
export class SubmissionTransformer extends Transformer<SubmissionRow, SerializeExtra> {
  override type = "form_submissions";

  transform(s: SubmissionRow) {
    return {
      id: s.id,
      formId: s.formId,
      invitationId: s.invitationId,
      inviteeEmail: s.inviteeEmail,
      answers: s.answers,
      questions: s.questionsSnapshot,
      formVersion: s.formVersion,
      locale: s.locale,
      createdAt: iso(s.createdAt),
    };
  }
}
