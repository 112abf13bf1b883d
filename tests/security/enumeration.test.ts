import { describe, expect, it } from "vitest";
import { ApiClient, send, type Reply } from "./http";

/*
 * Issue 16, account enumeration: sign-in, password reset, sign-up, invitation and e-mail change answer an address with an
 * account exactly as one without — status and body (the address itself aside, where the answer repeats it) —
 * and sign-in takes as long for both: an unknown address is hashed too (auth.server.ts), which the medians of
 * a few interleaved tries show with a generous bound (a missing hash would be about ten times faster).
 * Each try comes from its own loopback address, so the per-client throttles never answer instead.
 */

const KNOWN = "volunteer@demo.example";
const unknown = () => `niemand-${crypto.randomUUID().slice(0, 8)}@demo.example`;
let address = 0;
const nextFrom = () => `127.0.18.${++address}`;

const normalized = (reply: Reply, email: string) => ({ status: reply.status, body: reply.text.replaceAll(email, "<e-mail>") });

async function post(path: string, json: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return send({ method: "POST", path, from: nextFrom(), headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(json) });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("account enumeration", () => {
  it("sign-in answers a wrong password of a known address as an unknown address, in about the same time", async () => {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      for (const kind of ["known", "unknown"] as const) {
        const email = kind === "known" ? KNOWN : unknown();
        const started = performance.now();
        const reply = await post("/auth/sign_in", { email, password: "Niet-het-wachtwoord-1" });
        times[kind].push(performance.now() - started);
        expect(normalized(reply, email), kind).toEqual({ status: 401, body: '{"success":false,"errors":["Invalid login credentials. Please try again."]}' });
      }
    }
    expect(median(times.unknown), `median ms: known ${median(times.known).toFixed(1)}, unknown ${median(times.unknown).toFixed(1)}`).toBeGreaterThan(median(times.known) / 3);
  });

  it("password reset answers the same for a known and an unknown address", async () => {
    const email = unknown();
    const known = await post("/auth/password", { email: KNOWN });
    expect(known.status).toBe(200);
    expect(normalized(await post("/auth/password", { email }), email)).toEqual(normalized(known, KNOWN));
  });

  it("sign-up answers the same for a known and an unknown address", async () => {
    const registration = (email: string) => ({
      data: { type: "registrations", attributes: { first_name: "Sanne", last_name: "de Boer", email, password: "Geheim-wachtwoord-1", password_confirmation: "Geheim-wachtwoord-1", accept_terms: true } },
    });
    const email = unknown();
    const known = await post("/api/v1/registrations", registration(KNOWN));
    expect(known.status).toBe(202);
    expect(normalized(await post("/api/v1/registrations", registration(email)), email)).toEqual(normalized(known, KNOWN));
  });

  it("an invitation by the admin of a partner center answers an address of another center's account as a new one", async () => {
    const admin = await ApiClient.signIn("admin@partner.example", "partner.localhost", nextFrom());
    const invite = (email: string) =>
      admin.send("POST", "/api/v1/users", { json: { data: { type: "users", attributes: { email, first_name: "Noor", last_name: "Bakker", roles: ["volunteer"] } } } });
    const email = unknown();
    const known = await invite(KNOWN);
    expect(known.status).toBe(202);
    expect(normalized(await invite(email), email)).toEqual(normalized(known, KNOWN));
  });

  it("an e-mail change to a taken address answers as one to a free address", async () => {
    const user = await ApiClient.signIn("mentor@demo.example", "localhost", nextFrom());
    const free = unknown();
    const taken = await user.send("POST", "/api/v1/account/email_change", { json: { email: KNOWN, current_password: "Vrijwilliger2026!" } });
    expect(taken.status).toBe(202);
    const other = await user.send("POST", "/api/v1/account/email_change", { json: { email: free, current_password: "Vrijwilliger2026!" } });
    expect(normalized(other, free)).toEqual(normalized(taken, KNOWN));
  });
});
