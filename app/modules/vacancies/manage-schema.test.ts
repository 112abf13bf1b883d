import { describe, expect, it } from "vitest";
import {
  BulkEditFormSchema,
  bulkUpdateBody,
  fieldOfPointer,
  parseManageVacancyList,
  vacancyApiFilter,
  vacancyAttributes,
  VacancyFormSchema,
  ORGANIZATION_FILTER_PARAMS,
} from "./manage-schema";
import { withChosen } from "~/lib/name-match";

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

  it("turns a form into API attributes: an expiry day ends that day, an edit clears emptied fields", () => {
    const value = VacancyFormSchema.parse({ organizationId: id, title: "Kookmaatje", vacancyType: "volunteering", status: "draft", expiresAt: "2031-05-01" });
    expect(vacancyAttributes(value, { clear: false })).toMatchObject({ expiresAt: "2031-05-01T23:59:59Z", city: undefined, frequency: undefined });
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
    expect(bulkUpdateBody(byIds, true)).toEqual({ ids: [id], changes: { expiresAt: "2031-01-31T23:59:59Z" }, preview: true });
  });
});
