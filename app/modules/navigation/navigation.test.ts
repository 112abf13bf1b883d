import { describe, expect, it } from "vitest";
import { SIDEBAR_NAVIGATION, TOP_NAVIGATION, visibleItems } from "./navigation";

const keys = (roles: string[]) => visibleItems(TOP_NAVIGATION, { roles, organizationIds: [] }).map((item) => item.key);

describe("top navigation per role", () => {
  it("shows a center admin everything of spec §2", () => {
    expect(keys(["admin"])).toEqual(["dashboard", "vacancies", "vacancyBank", "organizations", "users", "applications", "content", "settings", "conversations"]);
  });

  it("shows a volunteer the dashboard, the vacancy bank, their own responses and their conversations", () => {
    expect(keys(["volunteer"])).toEqual(["dashboard", "vacancyBank", "myApplications", "conversations"]);
  });

  it("links /applications once: handlers see the responses they handle, a volunteer who also handles them no second item", () => {
    expect(keys(["volunteer", "organization_superuser"]).filter((key) => key === "applications" || key === "myApplications")).toEqual(["applications"]);
    expect(keys(["mentor"])).not.toContain("myApplications");
  });

  it("shows an organization superuser its own work", () => {
    expect(keys(["organization_superuser"])).toEqual(["dashboard", "vacancies", "vacancyBank", "users", "applications", "conversations"]);
  });

  it("shows content roles the content area", () => {
    expect(keys(["page_manager"])).toContain("content");
    expect(keys(["content_manager"])).not.toContain("settings");
  });
});

describe("sidebar per role", () => {
  const sidebar = (roles: string[], organizationIds: string[] = []) => visibleItems(SIDEBAR_NAVIGATION, { roles, organizationIds }).map((item) => item.key);

  it("links the people who make forms to the form builder, and everyone to the social map and the contact form", () => {
    expect(sidebar(["admin"])).toEqual(["dashboard", "analytics", "analyticsCompare", "formBuilder", "socialMap", "contactForm", "notificationTemplates", "dataViewer", "support"]);
    // The data viewer (issue 15) is the admin's alone.
    expect(sidebar(["center_superuser"])).not.toContain("dataViewer");
    expect(sidebar(["content_manager"])).toContain("notificationTemplates");
    expect(sidebar(["page_manager"])).not.toContain("notificationTemplates");
    expect(sidebar(["volunteer"])).not.toContain("notificationTemplates");
    expect(sidebar(["organization_superuser"], ["org-1"])).toContain("formBuilder");
    expect(sidebar(["volunteer"])).toEqual(["dashboard", "socialMap", "contactForm", "support"]);
  });

  it("links the center and organization superusers to the analytics, volunteers not (issue 15)", () => {
    expect(sidebar(["center_superuser"])).toEqual(expect.arrayContaining(["analytics", "analyticsCompare"]));
    expect(sidebar(["organization_superuser"])).toEqual(expect.arrayContaining(["analytics", "analyticsCompare"]));
    expect(sidebar(["volunteer"])).not.toContain("analytics");
    expect(sidebar(["content_manager"])).not.toContain("analytics");
  });

  it("links organizations and the center to the volunteer pool only where the tenant has volunteer profiles", () => {
    const withPool = (roles: string[], volunteerProfiles: boolean) => visibleItems(SIDEBAR_NAVIGATION, { roles, organizationIds: [] }, { volunteerProfiles }).map((item) => item.key);
    expect(withPool(["admin"], true)).toContain("volunteerPool");
    expect(withPool(["organization_superuser"], true)).toContain("volunteerPool");
    expect(withPool(["volunteer"], true)).not.toContain("volunteerPool");
    expect(withPool(["admin"], false)).not.toContain("volunteerPool");
    expect(sidebar(["admin"])).not.toContain("volunteerPool");
  });

  it("links everyone to neighbour help and the center to its review only where the tenant has p2p", () => {
    const withP2p = (roles: string[], p2p: boolean) => visibleItems(SIDEBAR_NAVIGATION, { roles, organizationIds: [] }, { p2p }).map((item) => item.key);
    expect(withP2p(["volunteer"], true)).toContain("neighbourHelp");
    expect(withP2p(["volunteer"], true)).not.toContain("neighbourHelpReview");
    expect(withP2p(["center_superuser"], true)).toEqual(expect.arrayContaining(["neighbourHelp", "neighbourHelpReview"]));
    expect(withP2p(["organization_superuser"], true)).not.toContain("neighbourHelpReview");
    expect(withP2p(["admin"], false)).not.toContain("neighbourHelp");
    expect(withP2p(["admin"], false)).not.toContain("neighbourHelpReview");
  });

  it("links organizations and the center to the activities overview only where the tenant has activities", () => {
    const withActivities = (roles: string[], activities: boolean) => visibleItems(SIDEBAR_NAVIGATION, { roles, organizationIds: [] }, { activities }).map((item) => item.key);
    expect(withActivities(["organization_superuser"], true)).toContain("activitiesOverview");
    expect(withActivities(["center_superuser"], true)).toContain("activitiesOverview");
    expect(withActivities(["volunteer"], true)).not.toContain("activitiesOverview");
    expect(withActivities(["admin"], false)).not.toContain("activitiesOverview");
  });

  describe("the form builder and the volunteer pool: linked exactly where their pages open (mayBuildForms, maySearchPool)", () => {
    const linked = (roles: string[], organizationIds: string[]) =>
      visibleItems(SIDEBAR_NAVIGATION, { roles, organizationIds }, { volunteerProfiles: true })
        .map((item) => item.key)
        .filter((key) => key === "formBuilder" || key === "volunteerPool");

    it.each(["content_manager", "page_manager", "mentor", "student", "volunteer"])("links a %s who is an organization's member to both", (role) => {
      expect(linked([role], ["org-1"])).toEqual(["formBuilder", "volunteerPool"]);
    });

    it.each(["content_manager", "page_manager", "mentor", "student", "volunteer"])("links a %s who is no organization's member to neither", (role) => {
      expect(linked([role], [])).toEqual([]);
    });

    it("links the center to both without memberships; an organization superuser without one only to the pool (forms belong to organizations)", () => {
      expect(linked(["admin"], [])).toEqual(["formBuilder", "volunteerPool"]);
      expect(linked(["center_superuser"], [])).toEqual(["formBuilder", "volunteerPool"]);
      expect(linked(["organization_superuser"], [])).toEqual(["volunteerPool"]);
      expect(linked(["organization_superuser"], ["org-1"])).toEqual(["formBuilder", "volunteerPool"]);
    });

    it("does not link a member to the pool where the tenant has no volunteer profiles", () => {
      expect(visibleItems(SIDEBAR_NAVIGATION, { roles: ["mentor"], organizationIds: ["org-1"] }, { volunteerProfiles: false }).map((item) => item.key)).not.toContain("volunteerPool");
    });
  });
});
