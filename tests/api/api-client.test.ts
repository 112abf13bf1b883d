import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, asApiError, type Credentials } from "~/modules/api-client/client.server";
import { DEMO_PASSWORD, testApi, type TestApi } from "../support/api";
import { serveFetch } from "../support/http-server";

/*
 * The api client every loader and action uses, against the real API and
 * database: in-process (a Request handed to the API, no socket) and over HTTP.
 */
let test: TestApi;
let server: Awaited<ReturnType<typeof serveFetch>>;

beforeAll(async () => {
  test = await testApi();
  server = await serveFetch((request) => test.api.fetch(request));
});
afterAll(() => server.close());

type Mode = { name: string; make: (onCredentials: (c: Credentials) => void) => ApiClient };
const modes: Mode[] = [
  {
    name: "in-process",
    make: (onCredentials) =>
      new ApiClient({ fetch: async (request) => test.api.fetch(request), baseUrl: "http://api.internal", tenant: "public", onCredentials }),
  },
  {
    name: "over HTTP",
    make: (onCredentials) =>
      new ApiClient({ fetch: (request) => fetch(request, { redirect: "manual" }), baseUrl: server.url, tenant: "public", onCredentials }),
  },
];

describe.each(modes)("ApiClient $name", ({ make }) => {
  it("reads a flattened, camelCased document with the tenant headers", async () => {
    const client = make(() => {});
    const { data } = await client.get<{ id: string; name: string; type: string }>("/api/v1/volunteer_centers/current");
    expect(data).toMatchObject({ type: "volunteer_centers", name: "Vrijwilligerscentrale Demo" });
  });

  it("signs in, keeps the rotated credentials and stays signed in", async () => {
    const stored: Credentials[] = [];
    const client = make((credentials) => stored.push(credentials));
    await client.post("/auth/sign_in", { body: { email: "mentor@demo.example", password: DEMO_PASSWORD } });
    expect(stored).toHaveLength(1);
    const first = stored[0]!;
    expect(first.uid).toBe("mentor@demo.example");

    // Within the batch window the API answers " ": the client keeps its token.
    await client.get("/api/v1/current_user");
    expect(client.currentCredentials?.accessToken).toBe(first.accessToken);

    test.clock.advance(6_000);
    const { data } = await client.get<{ email: string; firstName: string }>("/api/v1/current_user");
    expect(data.email).toBe("mentor@demo.example");
    expect(client.currentCredentials?.accessToken).not.toBe(first.accessToken);
    expect(stored.at(-1)).toEqual(client.currentCredentials);
  });

  it("raises the API's status and error for ≥ 400", async () => {
    const client = make(() => {});
    const thrown = await client.get("/api/v1/current_user").catch((error: unknown) => error);
    expect(asApiError(thrown)).toMatchObject({ status: 401 });
  });

  it("snake_cases request bodies", async () => {
    const client = make(() => {});
    // `redirectUrl` must arrive as `redirect_url`: a foreign one is refused by name.
    const thrown = await client
      .post("/auth/password", { body: { email: "mentor@demo.example", redirectUrl: "https://evil.example/reset" } })
      .catch((error: unknown) => error);
    expect(asApiError(thrown)?.status).toBe(422);
  });
});
