import { createSession, type Session, type SessionStorage } from "react-router";

/*
 * One session for the request, kept in two cookies (decision 055): the credentials (and what must stay with
 * them) in one, everything else (flash toasts, the selected organization, ...) in the other. An answer sets
 * only the cookie whose part it changed: a request that only rotated the API token writes the credentials'
 * cookie alone, so it never writes back the other state as it read it, and so never undoes a flash toast or a
 * switch of organization another request wrote meanwhile (and the other way round).
 */

type Data = Record<string, unknown>;

export type SplitSessionOptions = {
  /** The credentials' cookie; also the one that held everything before decision 055. */
  credentials: SessionStorage;
  /** The cookie of the other state. */
  state: SessionStorage;
  /** The keys that live in the credentials' cookie; every other key (flash toasts too) is other state. */
  credentialKeys: readonly string[];
  /** Other state that only means something while signed in: dropped when there are no credentials. */
  signedInKeys: readonly string[];
  /** The key whose presence means signed in. */
  signedInKey: string;
  /** The cookies' names, to see which the request carried. */
  names: { credentials: string; state: string };
};

export type SplitSession<S extends Session = Session> = {
  session: S;
  /** The Set-Cookie lines of the parts this request changed (none when nothing changed). */
  commit(): Promise<string[]>;
};

/** The session of a Cookie header, and what its answer must set. */
export async function openSplitSession<S extends Session = Session>(options: SplitSessionOptions, cookieHeader: string | null): Promise<SplitSession<S>> {
  const isCredential = (key: string) => options.credentialKeys.includes(key);
  const held = { credentials: hasCookie(cookieHeader, options.names.credentials), state: hasCookie(cookieHeader, options.names.state) };
  const [credentialsRead, stateRead] = await Promise.all([options.credentials.getSession(cookieHeader), options.state.getSession(cookieHeader)]);
  const credentialsCookie = credentialsRead.data as Data;
  const stateCookie = stateRead.data as Data;
  // A cookie from before decision 055 holds the other state too: read, and moved to its own cookie on the first
  // answer. The state cookie never supplies credentials, whatever a client puts in it.
  const data: Data = { ...pick(credentialsCookie, (key) => !isCredential(key)), ...pick(stateCookie, (key) => !isCredential(key)), ...pick(credentialsCookie, isCredential) };
  // What another sign-in left (its credentials' cookie expired first): not this visitor's.
  if (data[options.signedInKey] === undefined) for (const key of options.signedInKeys) delete data[key];
  const session = createSession(data) as unknown as S;

  return {
    session,
    async commit() {
      const now = session.data as Data;
      const lines: string[] = [];
      const parts = [
        { storage: options.credentials, read: credentialsCookie, held: held.credentials, after: pick(now, isCredential) },
        { storage: options.state, read: stateCookie, held: held.state, after: pick(now, (key) => !isCredential(key)) },
      ];
      for (const part of parts) {
        if (Object.keys(part.after).length === 0) {
          // Nothing left: the cookie goes (a visitor without a session is anonymous again for the page cache).
          if (part.held) lines.push(await part.storage.destroySession(createSession()));
        } else if (canonical(part.after) !== canonical(part.read)) {
          lines.push(await part.storage.commitSession(createSession(part.after)));
        }
      }
      return lines;
    },
  };
}

function pick(data: Data, keep: (key: string) => boolean): Data {
  return Object.fromEntries(Object.entries(data).filter(([key]) => keep(key)));
}

/** JSON with object keys in order: the same data read back in another order is no change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

/** Whether the Cookie header names the cookie (with any value). */
export function hasCookie(header: string | null, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((pair) => {
    const at = pair.indexOf("=");
    return at !== -1 && pair.slice(0, at).trim() === name;
  });
}
