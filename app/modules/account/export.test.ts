import { describe, expect, it } from "vitest";
import { buildAccountExport, type ExportParts } from "./export";

const at = new Date("2026-11-20T09:30:00Z");

const parts: ExportParts = {
  user: {
    id: "u1",
    email: "vera@example.org",
    firstName: "Vera",
    lastName: "de Vries",
    phoneNumber: "06-1",
    jobTitle: null,
    gender: "female",
    status: "active",
    signupMethod: "signed_up",
    digestDays: [1, 4],
    locale: "en",
    notificationSettings: { newsletter: false },
    appearance: { shape: "straight", fontSize: "large", bogus: 1 },
    unconfirmedEmail: null,
    confirmedAt: at,
    acceptedTermsAt: at,
    createdAt: at,
    updatedAt: at,
  },
  center: { id: "c1", name: "Centrale" },
  volunteerProfile: null,
  photo: null,
  roles: ["volunteer"],
  organizations: [],
  applications: [
    {
      id: "a1",
      vacancyId: "v1",
      vacancyTitle: "Taalcoach",
      organizationName: "Buurtkracht",
      name: "Vera de Vries",
      firstName: "Vera",
      lastName: "de Vries",
      email: "vera@example.org",
      phoneNumber: null,
      message: "Graag!",
      status: "accepted",
      locale: "nl",
      createdAt: at,
    },
  ],
  profileReplies: [{ id: "r1", organizationName: "Buurtkracht", senderName: "Piet", body: "Welkom", readAt: null, createdAt: at }],
  exportedAt: new Date("2026-11-22T10:00:00Z"),
};

describe("buildAccountExport", () => {
  it("has the sections of the download, dates as ISO strings", () => {
    const file = buildAccountExport(parts);
    expect(Object.keys(file)).toEqual([
      "format",
      "version",
      "exportedAt",
      "about",
      "profile",
      "consent",
      "settings",
      "volunteerCenter",
      "volunteerProfile",
      "roles",
      "organizations",
      "applications",
      "profileReplies",
    ]);
    expect(file.profile).toMatchObject({ email: "vera@example.org", confirmedAt: "2026-11-20T09:30:00.000Z" });
    expect(file.consent.acceptedTermsAt).toBe("2026-11-20T09:30:00.000Z");
    expect(file.applications[0]).toMatchObject({ message: "Graag!", vacancyTitle: "Taalcoach", createdAt: "2026-11-20T09:30:00.000Z" });
    expect(file.profileReplies[0]).toMatchObject({ senderName: "Piet", readAt: null });
  });

  it("spells out notification choices: a missing choice means yes", () => {
    expect(buildAccountExport(parts).settings).toEqual({
      locale: "en",
      notifications: { applicationUpdates: true, newVacancies: true, newsletter: false, newMessages: true },
      digestDays: [1, 4],
      appearance: { colorMode: null, shape: "straight", fontSize: "large" },
    });
  });

  it("holds the volunteer profile's own fields and its photo as a file, never its storage keys", () => {
    const photo = { fileName: "abc-640.webp", contentType: "image/webp", width: 640, height: 480, bytes: 3, base64: "AAEC" };
    // The fields the download carries as stored; the row's tenant, user and photo key stay behind.
    const own = {
      id: "p1",
      optedIn: true,
      skills: ["koken"],
      interests: [],
      availability: ["weekend"],
      languages: ["nl"],
      postcode: "8091",
      latitude: null,
      longitude: null,
      about: "Ik kook graag",
    };
    const row = { ...own, tenantId: "t1", userId: "u1", photo: { key: "abc", width: 640, height: 480, variants: [] }, createdAt: at, updatedAt: at };
    const file = buildAccountExport({ ...parts, volunteerProfile: row, photo });
    expect(file.volunteerProfile).toEqual({ ...own, photo, createdAt: "2026-11-20T09:30:00.000Z", updatedAt: "2026-11-20T09:30:00.000Z" });
    expect(file.about).toMatch(/photo/);
    expect(buildAccountExport(parts).volunteerProfile).toBeNull();
  });

  it("says what it leaves out, and holds no secrets", () => {
    const file = buildAccountExport(parts);
    expect(file.about).toMatch(/internal notes/);
    expect(JSON.stringify(file)).not.toMatch(/"\w*(password|token)\w*":/i);
  });
});
