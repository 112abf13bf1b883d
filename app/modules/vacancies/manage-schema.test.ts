import { describe, expect, it } from "vitest";
import {
  BulkEditFormSchema,
  bulkUpdateBody,
  dayOf,
  expiryOfDay,
  fieldOfPointer,
  parseManageVacancyList,
  vacancyApiFilter,
  vacancyAttributes,
  VacancyFormSchema,
  ORGANIZATION_FILTER_PARAMS,
} from "./manage-schema";
import { withChosen } from "~/lib/name-match";
import { formatDay } from "~/lib/dates";

const id = "0b9f6a8e-3c1d-4f7a-9a42-5d8e2c1b7f60";

describe("the management forms' schemas", () => {
  it("reads list filters leniently: empty or unknown values mean no filter", () => {
    const list = parseManageVacancyList(new URLSearchParams("status=archived&type=&organization=nope&q=+fiets+&perPage=7&page=0"));
    expect(list).toEqual({ status: "archived", type: undefined, organization: undefined, q: "fiets", sort: "-created_at", perPage: 25, page: 1 });
    expect(vacancyApiFilter(list)).toEqual({ scope: "managed", status: "archived", q: "fiets" });
  });

  it("puts a resolved organization name into the list's query as the organization's id, from the first page", () => {
    const submitted = new URLSearchParams(`q=&type=event&organization=${id}&organizationName=Fiets&sort=title&perPage=25&page=3`);
    const withChosenOrganization = (params: URLSearchParams, organization: string | undefined) => withChosen(params, [{ ...ORGANIZATION_FILTER_PARAMS, id: organization }]);
    expect(withChosenOrganization(submitted, "org-2")).toBe("type=event&sort=title&perPage=25&organization=org-2");
    expect(withChosenOrganization(submitted, undefined)).toBe("type=event&sort=title&perPage=25");
    expect(withChosenOrganization(new URLSearchParams("organizationName="), undefined)).toBe("");
  });

  it("maps JSON:API error pointers to form fields", () => {
    expect(fieldOfPointer("/data/attributes/expires_at")).toBe("expiresAt");
    expect(fieldOfPointer("/data/attributes/age_group_ids/0")).toBe("ageGroupIds");
    expect(fieldOfPointer("/data")).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });

  it("stores an expiry day as the end of that day in the Netherlands, and gives the same day back (winter and summer)", () => {
    // Winter (UTC+1) and summer (UTC+2): the last second before midnight in Amsterdam.
    expect(expiryOfDay("2031-01-31")).toBe("2031-01-31T22:59:59.000Z");
    expect(expiryOfDay("2031-07-15")).toBe("2031-07-15T21:59:59.000Z");
    // The days the clock changes: 2031-03-30 (spring forward) ends at UTC+2, 2031-10-26 (fall back) at UTC+1.
    expect(expiryOfDay("2031-03-30")).toBe("2031-03-30T21:59:59.000Z");
    expect(expiryOfDay("2031-10-26")).toBe("2031-10-26T22:59:59.000Z");
    for (const day of ["2031-01-31", "2031-03-30", "2031-04-01", "2031-07-15", "2031-10-26", "2031-12-31"]) {
      expect(dayOf(expiryOfDay(day))).toBe(day);
    }
    // Pages write the stored moment as the day in the Netherlands: the chosen day, not the next.
    expect(formatDay(expiryOfDay("2031-04-01"), "nl")).toBe("1 april 2031");
    expect(formatDay(expiryOfDay("2031-01-31"), "en")).toBe("31 January 2031");
    // dayOf reads the Dutch day of any moment: 23:30 UTC on 1 April is already 2 April there.
    expect(dayOf("2031-04-01T23:30:00Z")).toBe("2031-04-02");
    expect(dayOf(null)).toBe("");
    expect(dayOf("")).toBe("");
  });

  it("turns a form into API attributes: an expiry day ends that day, an edit clears emptied fields", () => {
    const value = VacancyFormSchema.parse({ organizationId: id, title: "Kookmaatje", vacancyType: "volunteering", status: "draft", expiresAt: "2031-05-01" });
    expect(vacancyAttributes(value, { clear: false })).toMatchObject({ expiresAt: "2031-05-01T21:59:59.000Z", city: undefined, frequency: undefined });
    expect(vacancyAttributes(value, { clear: true })).toMatchObject({ city: null, frequency: null, youtubeUrl: null, contactPersonId: null });
    expect(VacancyFormSchema.safeParse({ ...value, startDate: "2031-05-02", endDate: "2031-05-01" }).error?.issues[0]?.path).toEqual(["endDate"]);
  });

  it("asks a bulk edit for a selection and a change, and builds the API body", () => {
    const empty = BulkEditFormSchema.safeParse({ intent: "preview" });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(["manage:bulk.errors.noSelection", "manage:bulk.errors.noChanges"]);
    const byFilter = BulkEditFormSchema.parse({ intent: "apply", selection: "filter", filterQuery: "status=published&q=fiets", action: "archive", addTags: ["free"] });
    expect(bulkUpdateBody(byFilter, false)).toEqual({
      filter: { scope: "managed", status: "published", q: "fiets" },
      changes: { action: "archive", addTags: ["free"] },
      preview: false,
    });
    const byIds = BulkEditFormSchema.parse({ intent: "preview", ids: [id], expiresAt: "2031-01-31" });
    expect(bulkUpdateBody(byIds, true)).toEqual({ ids: [id], changes: { expiresAt: "2031-01-31T22:59:59.000Z" }, preview: true });
  });

  it("says a date that is none in the add/edit form and the bulk edit as every date field does, not 'Dit veld is niet geldig'", () => {
    const vacancy = { organizationId: id, title: "Kookmaatje", vacancyType: "volunteering", status: "draft" };
    const bad = VacancyFormSchema.safeParse({ ...vacancy, startDate: "2031-02-30", endDate: "morgen", expiresAt: "31-12-2031" });
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["startDate", "dateRange.invalidDate"],
      ["endDate", "dateRange.invalidDate"],
      ["expiresAt", "dateRange.invalidDate"],
    ]);
    const bulk = BulkEditFormSchema.safeParse({ intent: "preview", ids: [id], expiresAt: "2031-13-01" });
    expect(bulk.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["expiresAt", "dateRange.invalidDate"]]);
  });
});
