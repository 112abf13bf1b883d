import { describe, expect, it } from "vitest";
import { digestTemplate, type DigestMailInput } from "./mail.server";

const input = (over: Partial<DigestMailInput> = {}): DigestMailInput => ({ ...digestTemplate.sample("nl"), ...over });

describe("the digest mail", () => {
  it("lists the new vacancies with their links, counts the rest and the unread notifications", () => {
    const mail = digestTemplate.build("nl", input());
    expect(mail.subject).toBe("Nieuw voor jou bij Vrijwilligerscentrale");
    expect(mail.text).toContain("3 nieuwe vacatures bij jouw vrijwilligerscentrale:\n• Voorlezen op de basisschool — Stichting De Brug\n  https://www.example.org/vacancies/1");
    expect(mail.text).toContain("… en nog 1 vacature");
    expect(mail.text).toContain("Je hebt 2 nieuwe ongelezen meldingen.");
    expect(mail.text).toContain("Je hebt 1 ongelezen bericht in je conversaties:\nhttps://www.example.org/conversations");
    expect(mail.text).toContain("Geen overzichten meer ontvangen: https://www.example.org/periodieke-mail/afmelden/voorbeeld");
    expect(mail.html).toContain('<a href="https://www.example.org/periodieke-mail/afmelden/voorbeeld">Geen overzichten meer ontvangen</a>');
  });

  it("lists new activities with their next date in Amsterdam time, and says when the selection follows the user's profile", () => {
    const mail = digestTemplate.build("nl", input({ matched: true }));
    expect(mail.text).toContain("3 nieuwe vacatures die passen bij je interesses of in je buurt zijn:");
    expect(mail.text).toContain("1 nieuwe activiteit die past bij je interesses of in je buurt is:\n• Taalcafé — Bibliotheek Midden, woensdag 2 april 2031 om 19:00\n  https://www.example.org/vacancies/3");
    const english = digestTemplate.build("en", input({ activities: [], moreActivities: 0 }));
    expect(english.text).toContain("3 new vacancies at your volunteer center:");
    expect(english.text).not.toContain("activit");
  });

  it("leaves out what has nothing new, in the reader's language", () => {
    const onlyUnread = digestTemplate.build("en", input({ vacancies: [], moreVacancies: 0, unreadNotifications: 1, unreadMessages: 0 }));
    expect(onlyUnread.subject).toBe("New for you at Vrijwilligerscentrale");
    expect(onlyUnread.text).toContain("You have 1 new unread notification.");
    expect(onlyUnread.text).not.toContain("new vacanc");
    expect(onlyUnread.text).not.toContain("conversations");
    const onlyMessages = digestTemplate.build("en", input({ vacancies: [], moreVacancies: 0, unreadNotifications: 0, unreadMessages: 3 }));
    expect(onlyMessages.text).toContain("You have 3 unread messages in your conversations:\nhttps://www.example.org/conversations");
    expect(onlyMessages.text).not.toContain("notification.");
    const onlyVacancy = digestTemplate.build("en", input({ vacancies: input().vacancies.slice(0, 1), moreVacancies: 0, unreadNotifications: 0, unreadMessages: 0 }));
    expect(onlyVacancy.text).toContain("1 new vacancy at your volunteer center:");
    expect(onlyVacancy.text).not.toContain("unread");
    expect(onlyVacancy.text).not.toContain("more vacanc");
  });
});
