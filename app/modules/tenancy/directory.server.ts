import { asc, eq } from "drizzle-orm";
import { listenerOf, withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { hosts, tenants, volunteerCenters } from "~/modules/db/schema";

/** The NOTIFY channel of migration 0010: tenants, hosts or volunteer centers changed. */
export const TENANCY_CHANNEL = "volunteerly_tenancy";
/** While the channel is heard, a copy is still re-read now and then, in case a notification was missed. */
export const LISTENING_TTL_MS = 5 * 60_000;
/** Without the channel (not yet listening, or the connection was lost) a change shows within a second. */
export const UNHEARD_TTL_MS = 1_000;
/** After losing the channel, listen again after this long. */
const RELISTEN_MS = 5_000;

export type TenantRow = typeof tenants.$inferSelect;
export type HostRow = typeof hosts.$inferSelect;
export type CenterRow = typeof volunteerCenters.$inferSelect & { hosts: string[] };

export type Platform = {
  tenants: TenantRow[];
  hosts: Map<string, HostRow>;
  /** Derived values (e.g. a host's resolved tenancy), dropped with the copy they came from. */
  memo: Map<string, unknown>;
};

/** A copy being read or read; `value` once read. */
type Entry<T> = { promise: Promise<T>; at: number; value?: T };

export type DirectoryOptions = {
  now?: () => number;
  /** How changes are heard; by default the database's own LISTEN (none: copies live UNHEARD_TTL_MS). */
  listen?: ReturnType<typeof listenerOf>;
  /** How the data is read; by default from the database (tests hand in their own). */
  load?: { platform(): Promise<Omit<Platform, "memo">>; centers(tenantId: string): Promise<CenterRow[]> };
};

/**
 * The tenancy data every request needs (tenants, host names, volunteer centers
 * with their profiles), kept in memory per database instead of read per
 * request. PostgreSQL tells every process of a change (LISTEN/NOTIFY, trigger
 * of migration 0010) and each drops its copy; the embedded database does the
 * same within its one process. Copies also expire, quickly while nothing is
 * heard, so a missed notification cannot keep old data for long.
 */
export class TenancyDirectory {
  private platformEntry: Entry<Platform> | undefined;
  private centerEntries = new Map<string, Entry<CenterRow[]>>();
  private heard = false;
  private listening = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: DirectoryOptions = {},
  ) {}

  /** Drops every copy: the next request reads anew. */
  invalidate() {
    this.platformEntry = undefined;
    this.centerEntries.clear();
  }

  /** Whether changes are heard from the database right now (else copies live UNHEARD_TTL_MS). */
  get listeningForChanges(): boolean {
    return this.heard;
  }

  /** Stops listening again after a loss (the database is closing). */
  close() {
    this.closed = true;
  }

  platform(): Promise<Platform> {
    this.startListening();
    if (!this.fresh(this.platformEntry)) {
      const load = this.options.load ? this.options.load.platform() : this.loadPlatform();
      const entry: Entry<Platform> = { at: this.now(), promise: load.then((data) => ({ ...data, memo: new Map() })) };
      this.platformEntry = entry;
      entry.promise.then(
        (value) => {
          entry.value = value;
        },
        () => {
          if (this.platformEntry === entry) this.platformEntry = undefined;
        },
      );
    }
    return this.platformEntry!.promise;
  }

  /** The tenant's volunteer centers with their host names, oldest first. */
  centers(tenantId: string): Promise<CenterRow[]> {
    this.startListening();
    let entry = this.centerEntries.get(tenantId);
    if (!this.fresh(entry)) {
      const loaded: Entry<CenterRow[]> = { at: this.now(), promise: this.options.load ? this.options.load.centers(tenantId) : this.loadCenters(tenantId) };
      this.centerEntries.set(tenantId, loaded);
      loaded.promise.then(
        (value) => {
          loaded.value = value;
        },
        () => {
          if (this.centerEntries.get(tenantId) === loaded) this.centerEntries.delete(tenantId);
        },
      );
      entry = loaded;
    }
    return entry!.promise;
  }

  /**
   * The platform as held now, read and fresh, else undefined — reading nothing, for work inside a transaction: on the
   * embedded database a read of the directory's own (or one under way) waits for that transaction (decision 053).
   */
  heldPlatform(): Platform | undefined {
    return this.fresh(this.platformEntry) ? this.platformEntry.value : undefined;
  }

  /** The tenant's centers as held now, read and fresh, else undefined (reading nothing, as heldPlatform). */
  heldCenters(tenantId: string): CenterRow[] | undefined {
    const entry = this.centerEntries.get(tenantId);
    return this.fresh(entry) ? entry.value : undefined;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private fresh<T>(entry: Entry<T> | undefined): entry is Entry<T> {
    return !!entry && this.now() - entry.at < (this.heard ? LISTENING_TTL_MS : UNHEARD_TTL_MS);
  }

  private startListening() {
    const listen = "listen" in this.options ? this.options.listen : listenerOf(this.db);
    if (this.listening || this.closed || !listen) return;
    this.listening = true;
    listen(
      TENANCY_CHANNEL,
      () => this.invalidate(),
      () => this.lost(),
    ).then(
      () => {
        // Anything read before the channel was heard may be older than the channel: read anew.
        this.invalidate();
        this.heard = true;
      },
      () => this.lost(),
    );
  }

  private lost() {
    this.heard = false;
    this.invalidate();
    if (this.closed) return;
    setTimeout(() => {
      this.listening = false;
    }, RELISTEN_MS).unref();
  }

  private loadPlatform(): Promise<Omit<Platform, "memo">> {
    return withoutTenant(this.db, async (tx) => {
      const [tenantRows, hostRows] = await Promise.all([readTenants(tx), tx.select().from(hosts)]);
      return { tenants: tenantRows, hosts: new Map(hostRows.map((row) => [row.host, row])) };
    });
  }

  private loadCenters(tenantId: string): Promise<CenterRow[]> {
    return withTenant(this.db, tenantId, (tx) => readCenters(tx, tenantId));
  }
}

/**
 * Every tenant, read through `tx`: the directory's read (in a transaction of its own, without a tenant), and that of
 * work inside a caller's transaction while the directory holds no fresh copy (centerTenancyIn). The tenants table has
 * no row-level security: any transaction of the application role reads them all.
 */
export function readTenants(tx: Tx): Promise<TenantRow[]> {
  return tx.select().from(tenants);
}

/**
 * The tenant's volunteer centers with their host names, oldest first, read through `tx`: the directory's read (in a
 * transaction of its own under that tenant), and that of work inside a caller's transaction while the directory holds
 * no fresh copy (centerTenancyIn). Centers are read under the transaction's tenant (row-level security): a transaction
 * under another tenant, or none, finds none of them. Host names are public.
 */
export async function readCenters(tx: Tx, tenantId: string): Promise<CenterRow[]> {
  const [centers, hostRows] = await Promise.all([
    tx.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantId)).orderBy(asc(volunteerCenters.createdAt), asc(volunteerCenters.id)),
    tx.select().from(hosts).where(eq(hosts.tenantId, tenantId)).orderBy(asc(hosts.host)),
  ]);
  return centers.map((center) => ({ ...center, hosts: hostRows.filter((h) => h.centerId === center.id).map((h) => h.host) }));
}

const directories = new WeakMap<Database, TenancyDirectory>();

/** The process-wide directory of a database. */
export function directoryOf(db: Database): TenancyDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new TenancyDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}
