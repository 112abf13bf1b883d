import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { userRoles, users, volunteerProfileReplies, volunteerProfiles } from "~/modules/db/schema";
import type { Availability } from "./schema";

/*
 * Demo volunteers in the volunteer pool (README, issue 14, decision 038): a handful of people of the center's city
 * who joined the pool, so an organization user of a fresh demo finds somebody at /vrijwilligerspool. Placed around
 * the city's centre without a geocoder, and dated in the weeks before the seed ran. They sign in with the demo
 * password. Oldebroek has none: tests/e2e/volunteer-pool.nojs.spec.ts shows its pool empty.
 */

export type DemoPoolVolunteer = {
  firstName: string;
  lastName: string;
  skills: string[];
  interests: string[];
  availability: Availability[];
  languages: string[];
  postcode: string;
  /** From the city's centre, in degrees (latitude, longitude): within about 3 km. */
  offset: [number, number];
  about: string;
  /** Days before the seed ran: when they signed up, and when they last changed their profile. */
  joinedDaysAgo: number;
  updatedDaysAgo: number;
};

/** The pool of each demo center, by the center's slug. */
export const DEMO_POOL: Record<string, DemoPoolVolunteer[]> = {
  demo: [
    {
      firstName: "Samira",
      lastName: "Bouzid",
      skills: ["Tolken", "Koken", "Administratie"],
      interests: ["Taal", "Nieuwkomers"],
      availability: ["mon_morning", "wed_morning", "thu_afternoon"],
      languages: ["Nederlands", "Arabisch", "Frans"],
      postcode: "7312 KD",
      offset: [0.004, 0.014],
      about: "Ik woon al twintig jaar in Apeldoorn en spreek Arabisch en Frans. Ik help nieuwkomers graag op weg met de post, formulieren of een gesprek bij de huisarts. Koken voor een groep vind ik ook leuk.",
      joinedDaysAgo: 74,
      updatedDaysAgo: 2,
    },
    {
      firstName: "Ton",
      lastName: "Bosman",
      skills: ["Klussen", "Fietsen repareren", "Rijbewijs B"],
      interests: ["Buurt", "Duurzaamheid"],
      availability: ["tue_morning", "tue_afternoon", "fri_morning"],
      languages: ["Nederlands"],
      postcode: "7328 BN",
      offset: [-0.021, 0.03],
      about: "Gepensioneerd installateur met twee rechterhanden. Een lekkende kraan, een fiets die niet remt of een kast die in elkaar moet: ik kom graag helpen. Ik heb een auto en rijd ook iemand naar het ziekenhuis.",
      joinedDaysAgo: 61,
      updatedDaysAgo: 5,
    },
    {
      firstName: "Sophie",
      lastName: "van den Berg",
      skills: ["Bijles wiskunde", "Sociale media", "Fotografie"],
      interests: ["Jongeren", "Onderwijs"],
      availability: ["mon_evening", "wed_afternoon", "sat_afternoon"],
      languages: ["Nederlands", "Engels", "Duits"],
      postcode: "7311 LK",
      offset: [0.002, -0.004],
      about: "Ik studeer pedagogiek en zoek vrijwilligerswerk naast mijn studie. Ik geef graag bijles aan scholieren, of help een vereniging met foto's en berichten op Instagram.",
      joinedDaysAgo: 12,
      updatedDaysAgo: 9,
    },
    {
      firstName: "Wilma",
      lastName: "Koster",
      skills: ["Gezelschap", "Voorlezen", "Wandelen"],
      interests: ["Ouderen", "Cultuur"],
      availability: ["tue_afternoon", "thu_afternoon", "sun_afternoon"],
      languages: ["Nederlands"],
      postcode: "7315 AV",
      offset: [0.006, -0.022],
      about: "Sinds mijn pensioen als verpleegkundige heb ik tijd over. Ik kom graag een middag op bezoek bij iemand die weinig mensen ziet: een kopje koffie, samen een wandeling of voorlezen uit de krant.",
      joinedDaysAgo: 45,
      updatedDaysAgo: 11,
    },
    {
      firstName: "Emre",
      lastName: "Kaya",
      skills: ["Computerhulp", "Websites bouwen", "Fotografie"],
      interests: ["Digitale vaardigheden", "Sport"],
      availability: ["wed_evening", "sat_morning"],
      languages: ["Nederlands", "Turks", "Engels"],
      postcode: "7333 NH",
      offset: [0.027, 0.006],
      about: "Ik werk in de ICT en help ouderen graag met hun telefoon, tablet of laptop: videobellen, DigiD, foto's delen. Op zaterdagochtend heb ik tijd, of doordeweeks 's avonds.",
      joinedDaysAgo: 33,
      updatedDaysAgo: 4,
    },
    {
      firstName: "Ruud",
      lastName: "Verhoeven",
      skills: ["Tuinieren", "EHBO", "Koken"],
      interests: ["Natuur", "Duurzaamheid"],
      availability: ["mon_morning", "thu_morning", "sat_morning"],
      languages: ["Nederlands", "Engels"],
      postcode: "7339 AB",
      offset: [-0.012, -0.041],
      about: "Hovenier in ruste. Ik help mee in een moestuin, op een natuurwerkdag of in de tuin van iemand die dat zelf niet meer kan. Mijn EHBO-diploma is nog geldig.",
      joinedDaysAgo: 88,
      updatedDaysAgo: 20,
    },
    {
      firstName: "Nadia",
      lastName: "Postma",
      skills: ["Muziek", "Knutselen", "Voorlezen"],
      interests: ["Kinderen", "Cultuur"],
      availability: ["wed_afternoon", "fri_afternoon"],
      languages: ["Nederlands", "Fries"],
      postcode: "7322 GS",
      offset: [-0.013, -0.006],
      about: "Moeder van twee en juf in deeltijd. Op woensdag- en vrijdagmiddag doe ik graag iets met kinderen: voorlezen in de bibliotheek, knutselen in het buurthuis of zingen met een kinderkoor.",
      joinedDaysAgo: 26,
      updatedDaysAgo: 7,
    },
    {
      firstName: "Pieter",
      lastName: "de Graaf",
      skills: ["Boekhouding", "Subsidies aanvragen", "Notuleren"],
      interests: ["Besturen", "Buurt"],
      availability: ["tue_evening", "thu_evening"],
      languages: ["Nederlands", "Engels"],
      postcode: "7316 MA",
      offset: [0.016, -0.009],
      about: "Oud-accountant. Ik help een stichting of vereniging graag als penningmeester, met de jaarrekening of met een subsidieaanvraag. Vooral 's avonds beschikbaar.",
      joinedDaysAgo: 52,
      updatedDaysAgo: 15,
    },
  ],
  partner: [
    {
      firstName: "Marloes",
      lastName: "Dijkstra",
      skills: ["Taalcoach", "Lesgeven"],
      interests: ["Taal", "Nieuwkomers"],
      availability: ["mon_afternoon", "wed_morning"],
      languages: ["Nederlands", "Engels", "Spaans"],
      postcode: "7411 HJ",
      offset: [0.002, 0.003],
      about: "Oud-docent Nederlands. Ik ben graag taalmaatje van een statushouder of anderstalige buurtgenoot, een of twee keer per week.",
      joinedDaysAgo: 58,
      updatedDaysAgo: 3,
    },
    {
      firstName: "Tim",
      lastName: "Brouwer",
      skills: ["Rijbewijs B", "Evenementen", "Opbouwen en afbreken"],
      interests: ["Sport", "Festivals"],
      availability: ["fri_evening", "sat_morning", "sat_afternoon", "sun_morning"],
      languages: ["Nederlands", "Engels"],
      postcode: "7415 CR",
      offset: [-0.011, 0.012],
      about: "Ik ben 24, werk parttime en help graag bij evenementen in Deventer, zoals de boekenmarkt of een sportdag: opbouwen, afbreken, de parkeerplaats regelen.",
      joinedDaysAgo: 19,
      updatedDaysAgo: 6,
    },
    {
      firstName: "Yara",
      lastName: "Haddad",
      skills: ["Tolken", "Koken", "Kinderopvang"],
      interests: ["Gezinnen", "Nieuwkomers"],
      availability: ["tue_morning", "thu_morning"],
      languages: ["Nederlands", "Arabisch", "Engels"],
      postcode: "7421 AT",
      offset: [0.014, 0.021],
      about: "Ik kwam in 2016 naar Nederland en weet hoe moeilijk de eerste tijd is. Nu help ik andere nieuwkomers graag als tolk of maatje, of kook ik mee bij een buurtmaaltijd.",
      joinedDaysAgo: 40,
      updatedDaysAgo: 10,
    },
    {
      firstName: "Gerrit",
      lastName: "Hofman",
      skills: ["Klussen", "Tuinieren", "Fietsen repareren"],
      interests: ["Buurt", "Natuur"],
      availability: ["mon_morning", "tue_morning", "wed_morning", "thu_morning"],
      languages: ["Nederlands", "Duits"],
      postcode: "7425 PB",
      offset: [0.003, 0.048],
      about: "Gepensioneerd timmerman uit Colmschate. Ik ben handig met hout en help graag in een buurttuin, een speeltuin of bij iemand thuis.",
      joinedDaysAgo: 83,
      updatedDaysAgo: 14,
    },
    {
      firstName: "Lieke",
      lastName: "Vermeulen",
      skills: ["Sociale media", "Schrijven", "Fotografie"],
      interests: ["Cultuur", "Communicatie"],
      availability: ["tue_evening", "sun_afternoon"],
      languages: ["Nederlands", "Engels", "Frans"],
      postcode: "7413 ZD",
      offset: [0.009, -0.006],
      about: "Communicatieadviseur die haar vak graag inzet voor een goed doel: een nieuwsbrief, een folder of berichten voor sociale media.",
      joinedDaysAgo: 29,
      updatedDaysAgo: 8,
    },
    {
      firstName: "Jan-Willem",
      lastName: "Smeets",
      skills: ["EHBO", "Begeleiden", "Rijbewijs B"],
      interests: ["Ouderen", "Zorg"],
      availability: ["wed_afternoon", "fri_morning", "fri_afternoon"],
      languages: ["Nederlands"],
      postcode: "7417 BG",
      offset: [-0.005, -0.013],
      about: "Ik ben verpleegkundige in deeltijd en begeleid graag ouderen naar een afspraak of bij een uitje. EHBO en reanimeren kan ik.",
      joinedDaysAgo: 67,
      updatedDaysAgo: 18,
    },
  ],
};

const DAY = 86_400_000;

/** The demo e-mail address of a pool volunteer: first.last@city.example, as the seed's contact people. */
export const demoPoolEmail = (volunteer: Pick<DemoPoolVolunteer, "firstName" | "lastName">, city: string) =>
  `${volunteer.firstName}.${volunteer.lastName.replace(/\s+/g, "")}@${city.toLowerCase()}.example`.toLowerCase();

/** The center's demo volunteers with their opted-in pool profiles; none where DEMO_POOL has none for the center. */
export async function seedDemoPool(
  tx: Tx,
  input: { tenantId: string; centerId: string; center: string; city: string; centre: { latitude: number; longitude: number }; passwordHash: string; now?: Date },
) {
  const volunteers = DEMO_POOL[input.center] ?? [];
  if (volunteers.length === 0) return;
  const now = (input.now ?? new Date()).getTime();
  const { tenantId, centerId } = input;
  const people = await tx
    .insert(users)
    .values(
      volunteers.map((volunteer) => {
        const joined = new Date(now - volunteer.joinedDaysAgo * DAY);
        return {
          tenantId,
          centerId,
          email: demoPoolEmail(volunteer, input.city),
          firstName: volunteer.firstName,
          lastName: volunteer.lastName,
          status: "active" as const,
          signupMethod: "signed_up" as const,
          passwordHash: input.passwordHash,
          confirmedAt: joined,
          acceptedTermsAt: joined,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning({ id: users.id });
  await tx.insert(userRoles).values(people.map(({ id }) => ({ tenantId, userId: id, role: "volunteer" as const })));
  await tx.insert(volunteerProfiles).values(
    volunteers.map((volunteer, index) => ({
      tenantId,
      userId: people[index]!.id,
      optedIn: true,
      skills: volunteer.skills,
      interests: volunteer.interests,
      availability: volunteer.availability,
      languages: volunteer.languages,
      postcode: volunteer.postcode,
      latitude: input.centre.latitude + volunteer.offset[0],
      longitude: input.centre.longitude + volunteer.offset[1],
      about: volunteer.about,
      createdAt: new Date(now - volunteer.joinedDaysAgo * DAY),
      updatedAt: new Date(now - volunteer.updatedDaysAgo * DAY),
    })),
  );
}

/**
 * The pool profile of each center's demo volunteer (`volunteer@<center>.example`), who otherwise found an empty form
 * at /profile-edit/vrijwilligersprofiel while other people fill the pool. Opted in where the center has a demo pool;
 * Oldebroek's is filled in but not opted in (no consent yet): its pool stays empty for the test that shows that.
 */
export const DEMO_VOLUNTEER_PROFILES: Record<string, Omit<DemoPoolVolunteer, "firstName" | "lastName" | "joinedDaysAgo"> & { optedIn: boolean }> = {
  demo: {
    optedIn: true,
    skills: ["Boodschappen doen", "Gezelschap", "Rijbewijs B"],
    interests: ["Ouderen", "Buurt"],
    availability: ["mon_afternoon", "wed_evening", "sat_morning"],
    languages: ["Nederlands", "Engels"],
    postcode: "7314 CE",
    offset: [0.008, 0.003],
    about: "Ik werk vier dagen per week en wil mijn vrije tijd graag nuttig besteden. Boodschappen doen voor een buurtgenoot, een praatje maken of iemand met de auto naar een afspraak brengen: ik help graag.",
    updatedDaysAgo: 6,
  },
  partner: {
    optedIn: true,
    skills: ["Koken", "Evenementen", "Fotografie"],
    interests: ["Cultuur", "Buurt"],
    availability: ["tue_evening", "sat_afternoon", "sun_afternoon"],
    languages: ["Nederlands", "Engels"],
    postcode: "7416 BE",
    offset: [-0.004, 0.008],
    about: "Ik woon sinds kort in Deventer en leer de stad graag kennen door mee te helpen. Koken bij een buurtmaaltijd, meehelpen bij een festival of foto's maken voor een vereniging: laat het maar weten.",
    updatedDaysAgo: 4,
  },
  oldebroek: {
    optedIn: false,
    skills: ["Tuinieren", "Klussen"],
    interests: ["Natuur", "Dorpsleven"],
    availability: ["sat_morning", "sat_afternoon"],
    languages: ["Nederlands"],
    postcode: "8096 AA",
    offset: [0.002, -0.003],
    about: "Op zaterdag heb ik tijd voor klussen in en om het dorpshuis of een natuurwerkdag op de Oldebroekse heide.",
    updatedDaysAgo: 3,
  },
};

/** The demo volunteer's profile (DEMO_VOLUNTEER_PROFILES); a profile the user already has is left as it is. */
export async function seedDemoVolunteerProfile(
  tx: Tx,
  input: { tenantId: string; center: string; userId: string; centre: { latitude: number; longitude: number }; now?: Date },
) {
  const profile = DEMO_VOLUNTEER_PROFILES[input.center];
  if (!profile) return;
  const now = (input.now ?? new Date()).getTime();
  const updated = new Date(now - profile.updatedDaysAgo * DAY);
  await tx
    .insert(volunteerProfiles)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      optedIn: profile.optedIn,
      skills: profile.skills,
      interests: profile.interests,
      availability: profile.availability,
      languages: profile.languages,
      postcode: profile.postcode,
      latitude: input.centre.latitude + profile.offset[0],
      longitude: input.centre.longitude + profile.offset[1],
      about: profile.about,
      createdAt: updated,
      updatedAt: updated,
    })
    .onConflictDoNothing({ target: [volunteerProfiles.tenantId, volunteerProfiles.userId] });
}

/**
 * The demo seed's replies to the demo volunteer (seedProfileReplies, made before the profile) belong to the
 * volunteer's pool profile, as a reply sent through the pool does: replies without a profile get theirs. Nothing
 * when the volunteer has no profile; a second run finds nothing left to link. Returns how many were linked. A database
 * seeded before this step existed gets the links from migration 0040 (decision 072).
 */
export async function linkDemoProfileReplies(tx: Tx, input: { tenantId: string; userId: string }): Promise<number> {
  const [profile] = await tx
    .select({ id: volunteerProfiles.id })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, input.tenantId), eq(volunteerProfiles.userId, input.userId)));
  if (!profile) return 0;
  const linked = await tx
    .update(volunteerProfileReplies)
    .set({ volunteerProfileId: profile.id })
    .where(
      and(
        eq(volunteerProfileReplies.tenantId, input.tenantId),
        eq(volunteerProfileReplies.volunteerId, input.userId),
        isNull(volunteerProfileReplies.volunteerProfileId),
      ),
    )
    .returning({ id: volunteerProfileReplies.id });
  return linked.length;
}
