import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/modules/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor } from "../support/api";
import { asDelivered } from "../support/outbox";

/** GET /api/v1/outbox_messages: a center's kept mail, for its admins only, without the secrets it carries. */
async function queueMail(host: string, to: string, subject: string) {
  await (await demoCenter(host)).run((tx, ids) => enqueueMail(tx, { ...ids, to, subject, text: `${subject} — tekst` }));
}

async function keptRows(host: string, to: string) {
  return (await demoCenter(host)).run((tx) => tx.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`));
}

async function outboxAs(admin: string, to: string, host = "localhost") {
  const { request } = await testApi();
  const response = await request(`/api/v1/outbox_messages?filter[to]=${encodeURIComponent(to.toLowerCase())}`, {
    host,
    headers: await tokenHeadersFor(admin, host),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Array<{ attributes: { subject: string; text: string; html: string | null } }>; meta: { total: number } };
}

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@demo.example`;

describe("GET /api/v1/outbox_messages", () => {
  it("shows an admin the mail of their center to one address, newest first", async () => {
    const to = `Lees.${crypto.randomUUID()}@example.nl`;
    await queueMail("localhost", to, "Eerste");
    await queueMail("localhost", to, "Tweede");
    const body = await outboxAs("admin@demo.example", to);
    expect(body.data.map((m) => m.attributes.subject)).toEqual(["Tweede", "Eerste"]);
    expect(body.data[0]!.attributes).toMatchObject({ to, text: "Tweede — tekst", status: "pending" });
    expect(body.meta.total).toBe(2);
  });

  it("is for admins only: center superusers and volunteers get 403, visitors 401", async () => {
    const { request } = await testApi();
    expect((await request("/api/v1/outbox_messages", { headers: await tokenHeadersFor("center_superuser@demo.example") })).status).toBe(403);
    expect((await request("/api/v1/outbox_messages", { headers: await tokenHeadersFor("volunteer@demo.example") })).status).toBe(403);
    expect((await request("/api/v1/outbox_messages")).status).toBe(401);
  });

  it("never shows another tenant's mail", async () => {
    const to = `oldebroek.${crypto.randomUUID()}@example.nl`;
    await queueMail("oldebroek.localhost", to, "Alleen voor Oldebroek");
    expect((await outboxAs("admin@demo.example", to)).data).toEqual([]);
  });

  it("never shows the mail of the other center of the same tenant", async () => {
    const to = `partner.${crypto.randomUUID()}@example.nl`;
    await queueMail("partner.localhost", to, "Alleen voor Partner");
    expect((await outboxAs("admin@demo.example", to)).data).toEqual([]);
    expect((await outboxAs("admin@partner.example", to, "partner.localhost")).data.map((m) => m.attributes.subject)).toEqual(["Alleen voor Partner"]);
  });
});

describe("the outbox as a way into other accounts (issue 18, defect 1)", () => {
  it("gives the demo center's admin nothing to reset a partner center's superuser with", async () => {
    const { request } = await testApi();
    const victim = "center_superuser@partner.example";
    expect((await request("/auth/password", { method: "POST", host: "partner.localhost", json: { email: victim } })).status).toBe(200);

    // The reproduction of the review: the other center's admin filters the outbox for the victim.
    const fromDemo = await outboxAs("admin@demo.example", victim);
    expect(fromDemo.data).toEqual([]);

    // The partner center's own admin sees that a reset was mailed, but not its link.
    const fromPartner = await outboxAs("admin@partner.example", victim, "partner.localhost");
    const shown = fromPartner.data[0]!.attributes;
    expect(shown.subject).toContain("wachtwoord");
    expect(shown.text).toContain("reset_password_token=[hidden]");
    expect(shown.html).toContain("reset_password_token=[hidden]");

    // The mail as sent still carries the working link, and that token is nowhere in what the admin got.
    const [kept] = (await keptRows("partner.localhost", victim)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const token = new URL(/https?:\/\/\S+/.exec(asDelivered(kept!).text)![0]).searchParams.get("reset_password_token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(fromPartner)).not.toContain(token);
    const reset = await request("/auth/password", {
      method: "PUT",
      host: "partner.localhost",
      json: { reset_password_token: "[hidden]", password: "Overgenomen-1", password_confirmation: "Overgenomen-1" },
    });
    expect(reset.status).toBeGreaterThanOrEqual(400);
  });

  it("keeps the secret of every mail that carries a token out of the outbox's text and out of the API", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const volunteerHeaders = await tokenHeadersFor("volunteer@demo.example");
    const sent: Array<{ flow: string; to: string }> = [];

    // Password reset.
    await request("/auth/password", { method: "POST", json: { email: "volunteer@demo.example" } });
    sent.push({ flow: "password reset", to: "volunteer@demo.example" });

    // Account sign-up: the confirmation link.
    const registered = unique("signup");
    const signup = await request("/api/v1/registrations", {
      method: "POST",
      json: { data: { type: "registrations", attributes: { first_name: "Sanne", last_name: "Boer", email: registered, password: "Geheim-wachtwoord-1", password_confirmation: "Geheim-wachtwoord-1", accept_terms: true } } },
    });
    expect(signup.status).toBe(202);
    sent.push({ flow: "sign-up confirmation", to: registered });

    // Invitation of a user, and a fresh link for them.
    const invited = unique("invite");
    const invitation = await request("/api/v1/users", {
      method: "POST",
      headers: admin,
      json: { data: { type: "user", attributes: { email: invited, first_name: "Noor", last_name: "Bakker", roles: ["mentor"] } } },
    });
    expect(invitation.status).toBe(202);
    const listed = await request(`/api/v1/users?filter[q]=${encodeURIComponent(invited)}`, { headers: admin });
    const invitedId = ((await listed.json()) as { data: Array<{ id: string }> }).data[0]!.id;
    expect((await request(`/api/v1/users/${invitedId}/resend_confirmation_instructions`, { method: "POST", headers: admin })).status).toBe(200);
    sent.push({ flow: "user invitation and resend", to: invited });

    // A change of e-mail address: the link to the new address.
    const newAddress = unique("change");
    const changed = await request("/api/v1/account/email_change", { method: "POST", headers: volunteerHeaders, json: { email: newAddress, current_password: DEMO_PASSWORD } });
    expect(changed.status).toBe(202);
    sent.push({ flow: "e-mail change", to: newAddress });

    // An invitation to a token-gated form.
    const form = await request("/api/v1/forms", {
      method: "POST",
      headers: admin,
      json: { data: { type: "forms", attributes: { title: "Uitnodiging", access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text" }] } } },
    });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { data: { id: string } }).data.id;
    const formInvitee = unique("form");
    expect((await request(`/api/v1/forms/${formId}/invitations`, { method: "POST", headers: admin, json: { emails: formInvitee } })).status).toBe(201);
    sent.push({ flow: "form invitation", to: formInvitee });

    // An organization's sign-up: the confirmation link of its first user.
    const organizationUser = unique("organization");
    const id = crypto.randomUUID().slice(0, 8);
    const organization = await request("/api/v1/organization_signups", {
      method: "POST",
      json: {
        data: {
          type: "organization_signups",
          attributes: {
            organization_name: `Stichting Geheim ${id}`,
            organization_type: "NonProfit",
            website: "www.geheim.example",
            phone_number: "055-1234567",
            organization_email: `info-${id}@geheim.example`,
            description: "Wij helpen buren.",
            street: "Hoofdstraat",
            house_number: "12",
            postal_code: "7311ab",
            city: "Apeldoorn",
            first_name: "Sanne",
            last_name: "de Vries",
            email: organizationUser,
            password: "Lang-genoeg-1",
            password_confirmation: "Lang-genoeg-1",
            accept_terms: true,
          },
        },
      },
    });
    expect(organization.status).toBe(202);
    sent.push({ flow: "organization sign-up confirmation", to: organizationUser });

    for (const { flow, to } of sent) {
      const rows = await keptRows("localhost", to);
      const secrets = rows.flatMap((row) => row.secrets);
      expect(secrets.length, flow).toBeGreaterThan(0);
      const shown = JSON.stringify(await outboxAs("admin@demo.example", to));
      for (const row of rows) {
        const delivered = asDelivered(row);
        for (const secret of row.secrets) {
          expect(row.text, flow).not.toContain(secret);
          expect(row.html ?? "", flow).not.toContain(secret);
          expect(delivered.text, flow).toContain(secret);
          expect(shown, flow).not.toContain(secret);
        }
      }
      expect(shown, flow).toContain("[hidden]");
    }
  });

  it("keeps a mail's text apart from text that imitates its secret markers", async () => {
    const demo = await demoCenter();
    const to = unique("markers");
    const id = await demo.run((tx, ids) =>
      enqueueMail(tx, { ...ids, to, subject: "Markers", text: "Link: https://x.example/?t=geheim \uE0000\uE001", secrets: ["geheim"] }),
    );
    const [row] = await demo.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)));
    expect(asDelivered(row!).text).toBe("Link: https://x.example/?t=geheim 0");
    expect((await outboxAs("admin@demo.example", to)).data[0]!.attributes.text).toBe("Link: https://x.example/?t=[hidden] 0");
  });
});
