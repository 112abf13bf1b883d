import { describe, expect, it } from "vitest";
import { testApi } from "../support/api";
import { decodedMessage, deliverMailTo, smtpSinkPerFile } from "../support/smtp";
import { vacancyFixture } from "../support/vacancies";

/* Both mails of a response arrive on a real SMTP server, in the volunteer's language. */

const sink = smtpSinkPerFile();

describe("response mails", () => {
  it("sends the volunteer a confirmation and the contact person a notification", async () => {
    const api = await testApi();
    const f = await vacancyFixture();
    const email = `mail-${f.tag}@example.nl`.toLowerCase();
    const response = await api.request(`/api/v1/vacancies/${f.fiets}/applications`, {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { name: "Esra Yilmaz", email, phone_number: "06-87654321", message: "Ik fiets graag!" },
    });
    expect(response.status).toBe(201);

    const contact = `contact-${f.tag}@demo.example`.toLowerCase();
    await deliverMailTo(sink.url, [email, contact]);
    const toVolunteer = sink.messages.find((m) => m.to.includes(email));
    const toContact = sink.messages.find((m) => m.to.includes(contact));
    expect(toVolunteer && toContact).toBeTruthy();

    const confirmation = decodedMessage(toVolunteer!.raw);
    // The address was typed by the responder: the mail greets nobody by the typed name and repeats no message (issue 18).
    expect(confirmation).toContain("Hello,");
    expect(confirmation).not.toContain("Esra");
    expect(confirmation).not.toContain("Ik fiets graag!");
    expect(confirmation).toContain(`Thank you for responding to the vacancy ‘Fietsmaatje ${f.tag}’ of Organisatie ${f.tag}.`);
    // The link leads to the vacancy in English too, not the Dutch page.
    expect(confirmation).toContain(`/en/vacancies/${f.fiets}`);

    const notification = decodedMessage(toContact!.raw);
    expect(notification).toContain("Hallo Cor,");
    expect(notification).toContain(`Esra Yilmaz heeft gereageerd op de vacature ‘Fietsmaatje ${f.tag}’.`);
    expect(notification).toContain("06-87654321");
    expect(notification).toContain("Ik fiets graag!");
    expect(notification).toMatch(/\/applications\/[0-9a-f-]{36}/);
  });
});
