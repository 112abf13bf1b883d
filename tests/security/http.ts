import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { inject } from "vitest";
import { DEMO_PASSWORD } from "~/modules/db/seed.server";

/*
 * Plain HTTP to the server under test, as any client may speak it: any Host
 * header, any body, from any loopback address (127.0.0.0/8), so the per-client
 * throttles see the clients a test means (each part of the suite its own).
 */

export type Reply = { status: number; headers: IncomingHttpHeaders; text: string };

export type SendOptions = {
  method?: string;
  path: string;
  /** The Host header without the port: `localhost` (demo), `partner.localhost`, `oldebroek.localhost`, `meedoen.localhost`. */
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address, e.g. `127.0.0.5`. */
  from?: string;
};

export const port = () => inject("securityPort");

export function send(options: SendOptions): Promise<Reply> {
  const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body, "utf8");
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: port(),
        localAddress: options.from ?? "127.0.0.1",
        method: options.method ?? "GET",
        path: options.path,
        agent: false,
        headers: {
          host: `${options.host ?? "localhost"}:${port()}`,
          ...(body ? { "content-length": String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const answer = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") });
        // An event stream (the live bell, decision 033) never ends by itself: its first event is the answer.
        const streaming = String(res.headers["content-type"] ?? "").startsWith("text/event-stream");
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (streaming && /\ndata: [^\n]*\n\n/.test(Buffer.concat(chunks).toString("utf8"))) {
            answer();
            req.destroy();
          }
        });
        res.on("end", answer);
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export const describeRequest = (method: string, path: string, host: string, headers: Record<string, string> = {}) =>
  `${method} ${path} (Host ${host}${Object.entries(headers)
    .filter(([name]) => !["access-token", "client", "uid", "cookie", "content-type"].includes(name))
    .map(([name, value]) => `, ${name}: ${value}`)
    .join("")})`;

/**
 * A client of the JSON:API with devise_token_auth credentials: the token rotates with (nearly) every
 * request, so the client keeps the newest one, as the app's own client does.
 */
export class ApiClient {
  credentials: Record<string, string> = {};

  constructor(
    readonly host: string,
    readonly from: string,
  ) {}

  static async signIn(email: string, host: string, from: string): Promise<ApiClient> {
    const client = new ApiClient(host, from);
    const reply = await client.send("POST", "/auth/sign_in", { json: { email, password: DEMO_PASSWORD } });
    if (reply.status !== 200) throw new Error(`Signing in ${email} on ${host} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
    return client;
  }

  async send(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Buffer; headers?: Record<string, string>; host?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...this.credentials, ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] ??= "application/json";
    }
    const reply = await send({ method, path, host: options.host ?? this.host, headers, body, from: this.from });
    const token = reply.headers["access-token"];
    if (typeof token === "string" && token.trim() && typeof reply.headers.client === "string" && typeof reply.headers.uid === "string") {
      this.credentials = { "access-token": token, client: reply.headers.client, uid: reply.headers.uid, "token-type": "Bearer" };
    }
    return reply;
  }
}

/** A browser without JavaScript: a cookie jar, form posts with the CSRF token of its cookie. */
export class Browser {
  private cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(
    readonly host: string,
    readonly from: string,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(reply: Reply) {
    for (const line of reply.headers["set-cookie"] ?? []) {
      const [pair, ...attributes] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(method: string, path: string, options: { body?: string | Buffer; headers?: Record<string, string>; host?: string } = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie ??= this.cookieHeader;
    const reply = await send({ method, path, host: options.host ?? this.host, headers, body: options.body, from: this.from });
    this.keep(reply);
    return reply;
  }

  get(path: string, options: { headers?: Record<string, string>; host?: string } = {}) {
    return this.send("GET", path, options);
  }

  /** The CSRF token bound to this browser's cookie, read from a form of the sign-in page. */
  async csrf(): Promise<string> {
    if (this.csrfToken) return this.csrfToken;
    const page = await this.get("/auth/login-1");
    const token = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
    if (!token) throw new Error(`No CSRF token on /auth/login-1 of ${this.host} (${page.status})`);
    this.csrfToken = token;
    return token;
  }

  /** A form post as a browser sends it: urlencoded, with the CSRF token unless told otherwise. */
  async post(path: string, fields: Record<string, string>, options: { csrf?: boolean; headers?: Record<string, string>; host?: string } = {}) {
    const form = new URLSearchParams(fields);
    if (options.csrf !== false) form.set("csrf", await this.csrf());
    return this.send("POST", path, {
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
      host: options.host,
    });
  }

  static async signIn(email: string, host: string, from: string): Promise<Browser> {
    const browser = new Browser(host, from);
    const reply = await browser.post("/auth/login-1", { email, password: DEMO_PASSWORD, redirectTo: "" });
    if (reply.status !== 302 && reply.status !== 303) throw new Error(`Signing in ${email} on ${host} through the page answered ${reply.status}`);
    return browser;
  }
}
