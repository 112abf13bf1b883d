import { iso, relation, Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import type { ApplicationResource, NoteRow } from "./applications.server";

type VacancyRef = { id: string; title: string; status: string };

/** An application (spec §3) with its vacancy and internal notes as relationships. */
export class ApplicationTransformer extends Transformer<ApplicationResource, SerializeExtra> {
  override type = "applications";
  override relationships = {
    vacancy: relation<ApplicationResource, VacancyRef>("vacancy", (a) => a.vacancy, () => new VacancyRefTransformer()),
    notes: relation<ApplicationResource, NoteRow>("notes", (a) => a.notes, () => new InternalNoteTransformer()),
  };

  transform(a: ApplicationResource) {
    return {
      id: a.id,
      name: a.name,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phoneNumber: a.phoneNumber,
      message: a.message,
      status: a.status,
      vacancyId: a.vacancyId,
      vacancyTitle: a.vacancyTitle,
      organizationId: a.organizationId,
      locale: a.locale,
      canManage: a.canManage,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    };
  }
}

class VacancyRefTransformer extends Transformer<VacancyRef, SerializeExtra> {
  override type = "vacancies";

  transform(v: VacancyRef) {
    return { id: v.id, title: v.title, status: v.status };
  }
}

export class InternalNoteTransformer extends Transformer<NoteRow, SerializeExtra> {
  override type = "internal_notes";

  transform(n: NoteRow) {
    return { id: n.id, note: n.note, authorId: n.authorId, authorName: n.authorName, createdAt: iso(n.createdAt) };
  }
}

export const applicationTransformer = (): ApiTransformer<ApplicationResource> => new ApplicationTransformer();
export const internalNoteTransformer = (): ApiTransformer<NoteRow> => new InternalNoteTransformer();
