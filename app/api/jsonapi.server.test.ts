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
        relationships: { contact_person: { data: null } },
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

type Team = { id: string; name: string; lead: Person | null | undefined; members: Person[] | null | undefined };
type Shift = { id: string; team: Team | null };

class TeamTransformer extends Transformer<Team, SerializeExtra> {
  override type = "teams";
  override relationships = {
    lead: relation<Team, Person>("lead", (team) => team.lead, () => new PersonTransformer()),
    members: relation<Team, Person>("members", (team) => team.members, () => new PersonTransformer(), { many: true }),
  };
  transform(team: Team) {
    return { id: team.id, name: team.name };
  }
}

class ShiftTransformer extends Transformer<Shift, SerializeExtra> {
  override type = "shifts";
  override relationships = { team: relation<Shift, Team>("team", (shift) => shift.team, () => new TeamTransformer()) };
  transform(shift: Shift) {
    return { id: shift.id };
  }
}

describe("toDocument, empty relationships (JSON:API 1.1 resource linkage)", () => {
  it("answers an empty to-one relationship as data: null and an empty to-many as data: [], in data and included alike", () => {
    const shifts: Shift[] = [
      { id: "s1", team: { id: "g1", name: "Ochtend", lead: null, members: null } },
      { id: "s2", team: null },
    ];
    const document = toDocument(shifts, new ShiftTransformer(), { include: new Set(["team"]) });
    expect(document.data).toEqual([
      { type: "shifts", id: "s1", attributes: {}, relationships: { team: { data: { type: "teams", id: "g1" } } } },
      { type: "shifts", id: "s2", attributes: {}, relationships: { team: { data: null } } },
    ]);
    // The empty lead of an included team is null too, and nothing stands in for it among the included.
    expect(document.included).toEqual([
      { type: "teams", id: "g1", attributes: { name: "Ochtend" }, relationships: { lead: { data: null }, members: { data: [] } } },
    ]);
  });

  it("leaves out a relationship that is not known (not loaded), and keeps no included member when nothing is included", () => {
    const document = toDocument({ id: "g2", name: "Avond", lead: undefined, members: undefined } satisfies Team, new TeamTransformer());
    expect(document).toEqual({ data: { type: "teams", id: "g2", attributes: { name: "Avond" } } });
    const empty = toDocument({ id: "g3", name: "Nacht", lead: null, members: [] } satisfies Team, new TeamTransformer(), { include: new Set(["lead", "members"]) });
    expect(empty).toEqual({ data: { type: "teams", id: "g3", attributes: { name: "Nacht" }, relationships: { lead: { data: null }, members: { data: [] } } } });
  });

  it("keeps an empty relationship out of a sparse fieldset that does not name it", () => {
    const document = toDocument({ id: "s3", team: null } satisfies Shift, new ShiftTransformer(), { fields: new Map([["shifts", new Set<string>()]]) });
    expect(document.data).toEqual({ type: "shifts", id: "s3" });
  });
});

type Desk = { id: string; label: string; ownerId: string | null; owner?: Person | null };
type Room = { id: string; desk: Desk | null };

class DeskTransformer extends Transformer<Desk, SerializeExtra> {
  override type = "desks";
  override relationships = {
    owner: relation<Desk, Person>("owner", (desk) => desk.owner, () => new PersonTransformer(), { linkage: (desk) => desk.ownerId }),
  };
  transform(desk: Desk) {
    return { id: desk.id, label: desk.label };
  }
}

class RoomTransformer extends Transformer<Room, SerializeExtra> {
  override type = "rooms";
  override relationships = { desk: relation<Room, Desk>("desk", (room) => room.desk, () => new DeskTransformer()) };
  transform(room: Room) {
    return { id: room.id };
  }
}

describe("toDocument, linkage without the resource (decision 070)", () => {
  it("gives the identifier from the row when the related resource is not loaded, null when there is none, and includes nothing", () => {
    const desks: Desk[] = [
      { id: "d1", label: "Raam", ownerId: "u1" },
      { id: "d2", label: "Deur", ownerId: null },
    ];
    expect(toDocument(desks, new DeskTransformer())).toEqual({
      data: [
        { type: "desks", id: "d1", attributes: { label: "Raam" }, relationships: { owner: { data: { type: "users", id: "u1" } } } },
        { type: "desks", id: "d2", attributes: { label: "Deur" }, relationships: { owner: { data: null } } },
      ],
    });
  });

  it("includes the loaded resource when asked, as any relationship", () => {
    const document = toDocument({ id: "d1", label: "Raam", ownerId: "u1", owner: person } satisfies Desk, new DeskTransformer(), { include: new Set(["owner"]) });
    expect((document.data as { relationships: unknown }).relationships).toEqual({ owner: { data: { type: "users", id: "u1" } } });
    expect(document.included).toEqual([{ type: "users", id: "u1", attributes: { first_name: "Fatima", phone_number: null } }]);
  });

  it("keeps the stand-in out of included below an included resource, beside a real resource of the same id", () => {
    const rooms: Room[] = [
      { id: "r1", desk: { id: "d1", label: "Raam", ownerId: "u1" } },
      { id: "r2", desk: { id: "d2", label: "Deur", ownerId: "u1", owner: person } },
    ];
    const document = toDocument(rooms, new RoomTransformer(), { include: new Set(["desk"]) });
    expect(document.included).toEqual([
      { type: "desks", id: "d1", attributes: { label: "Raam" }, relationships: { owner: { data: { type: "users", id: "u1" } } } },
      { type: "desks", id: "d2", attributes: { label: "Deur" }, relationships: { owner: { data: { type: "users", id: "u1" } } } },
      { type: "users", id: "u1", attributes: { first_name: "Fatima", phone_number: null } },
    ]);
  });
});
