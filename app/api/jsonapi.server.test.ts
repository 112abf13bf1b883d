import { describe, expect, it } from "vitest";
import { relation, toDocument, Transformer, type SerializeExtra } from "./jsonapi.server";

type Person = { id: string; firstName: string; phoneNumber: string | null };
type Task = { id: string; title: string; ageGroupIds: number[]; youtubeUrl: string | null; contactPerson: Person | null };

class PersonTransformer extends Transformer<Person, SerializeExtra> {
  override type = "users";
  transform(person: Person) {
    return { id: person.id, firstName: person.firstName, phoneNumber: person.phoneNumber };
  }
}

class TaskTransformer extends Transformer<Task, SerializeExtra> {
  override type = "tasks";
  override relationships = {
    contactPerson: relation<Task, Person>("contact_person", (task) => task.contactPerson, () => new PersonTransformer()),
  };
  transform(task: Task) {
    return { id: task.id, title: task.title, ageGroupIds: task.ageGroupIds, youtubeUrl: task.youtubeUrl };
  }
}

const person: Person = { id: "u1", firstName: "Fatima", phoneNumber: null };
const tasks: Task[] = [
  { id: "t1", title: "Fietsmaatje", ageGroupIds: [3], youtubeUrl: null, contactPerson: person },
  { id: "t2", title: "Taalcoach", ageGroupIds: [], youtubeUrl: "https://youtu.be/x", contactPerson: null },
];

describe("toDocument", () => {
  it("answers member names in snake_case, in data and included resources alike", () => {
    const document = toDocument(tasks, new TaskTransformer(), { include: new Set(["contact_person"]) });
    expect(document.data).toEqual([
      {
        type: "tasks",
        id: "t1",
        attributes: { title: "Fietsmaatje", age_group_ids: [3], youtube_url: null },
        relationships: { contact_person: { data: { type: "users", id: "u1" } } },
      },
      {
        type: "tasks",
        id: "t2",
        attributes: { title: "Taalcoach", age_group_ids: [], youtube_url: "https://youtu.be/x" },
      },
    ]);
    expect(document.included).toEqual([{ type: "users", id: "u1", attributes: { first_name: "Fatima", phone_number: null } }]);
  });

  it("keeps only the asked-for members of a sparse fieldset, by their snake_case names", () => {
    const document = toDocument(tasks[0]!, new TaskTransformer(), {
      include: new Set(["contact_person"]),
      fields: new Map([["tasks", new Set(["age_group_ids"])], ["users", new Set(["first_name"])]]),
      meta: { pageCount: 1 },
    });
    expect(document.data).toEqual({ type: "tasks", id: "t1", attributes: { age_group_ids: [3] } });
    expect(document.included).toEqual([{ type: "users", id: "u1", attributes: { first_name: "Fatima" } }]);
    expect(document.meta).toEqual({ page_count: 1 });
  });
});
