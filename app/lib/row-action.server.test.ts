import { createMemorySessionStorage, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { i18nContext, sessionContext } from "~/middleware/context";
import { apiFailure } from "~/modules/api-client/client.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import type { AppSession, SessionData, SessionFlash } from "~/modules/session/session.server";
import { runRowAction } from "./row-action.server";
import { thrownRedirect } from "../../tests/support/thrown-redirect";

const Schema = z.object({ intent: z.enum(["archive"]), id: z.string() });

async function setup() {
  const storage = createMemorySessionStorage<SessionData, SessionFlash>({ cookie: { name: "__session", secrets: ["test"] } });
  const session = (await storage.getSession()) as AppSession;
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(i18nContext, i18nFor("nl"));
  return { context, session };
}

/** A row's POST as the browser router sends it: to the page's .data URL, from its confirmation step. */
const post = (fields: Record<string, string>) =>
  new Request("http://demo.localhost/vacancies.data?q=tuin&confirm=archive&id=v1&_routes=routes%2Fmanage%2Fvacancies", { method: "POST", body: new URLSearchParams(fields) });


describe("runRowAction", () => {
  it("performs the action, tells what was done and goes back to the list without the confirmation", async () => {
    const { context, session } = await setup();
    const seen: unknown[] = [];
    const location = await thrownRedirect(
      runRowAction(context, post({ intent: "archive", id: "v1" }), Schema, async (input) => {
        seen.push(input);
        return { key: "organizations:delete.done", values: { name: "Buurthuis" } };
      }),
    );
    expect(seen).toEqual([{ intent: "archive", id: "v1" }]);
    expect(location).toBe("/vacancies?q=tuin");
    expect(session.get("toast")).toMatchObject({ color: "success", message: expect.stringContaining("Buurthuis") });
  });

  it("changes nothing for a form that does not fit", async () => {
    const { context, session } = await setup();
    let performed = false;
    const location = await thrownRedirect(
      runRowAction(context, post({ intent: "delete-everything", id: "v1" }), Schema, async () => {
        performed = true;
        return { key: "x" };
      }),
    );
    expect(performed).toBe(false);
    expect(location).toBe("/vacancies?q=tuin");
    expect(session.get("toast")).toBeUndefined();
  });

  it("tells a refusal of the API with its detail, and lets a server failure through to the error page", async () => {
    const { context, session } = await setup();
    await thrownRedirect(
      runRowAction(context, post({ intent: "archive", id: "v1" }), Schema, async () => {
        throw apiFailure(new AppError({ status: 422, code: "invalid", detail: "Deze vacature is al gearchiveerd." }));
      }),
    );
    expect(session.get("toast")).toEqual({ color: "danger", message: "Dat lukte niet: Deze vacature is al gearchiveerd." });

    const crash = new Error("database down");
    await expect(
      runRowAction(context, post({ intent: "archive", id: "v1" }), Schema, async () => {
        throw crash;
      }),
    ).rejects.toBe(crash);
  });
});
