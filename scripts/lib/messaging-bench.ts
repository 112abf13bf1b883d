/*
 * Issue 13's performance lines for `npm run bench` (decision 033): (a) the bell's unread count is one indexed
 * query per page — EXPLAIN of the very count the pages run (countUnread) names the index it scans; (b) open event
 * streams cost the database nothing per stream — N streams of the process-wide notifier, each opened as the
 * stream route opens one (subscribe, then one count), then left idle for a few seconds with every statement the
 * notifier starts counted, then one notification for one of them (one count, not N).
 * In this process, on the dataset's database, before the server takes it (the embedded database has one owner).
 */
import { and, count, eq, isNull, sql } from "drizzle-orm";

export type MessagingBench = { plan: string; indexUsed: boolean; streams: number; openStatements: number; idleSeconds: number; idleStatements: number; oneNotifyStatements: number };

export async function measureMessaging(env: Record<string, string>, host: string, streams = 50, idleSeconds = 3): Promise<MessagingBench> {
  const { openDatabase, withTenant } = await import("~/modules/db/client.server");
  const { resolveTenancy } = await import("~/modules/tenancy/tenancy.server");
  const { notifications, users } = await import("~/modules/db/schema");
  const { notify } = await import("~/modules/notifications/notifications.server");
  const { UnreadNotifier } = await import("~/modules/notifications/live.server");
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const tenancy = await resolveTenancy(handle.db, host);
    const tenantId = tenancy.tenant.id;
    const people = await withTenant(handle.db, tenantId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).limit(streams));
    if (people.length === 0) throw new Error("no users to open streams for");
    const first = people[0]!.id;

    // (a) The bell's count as countUnread builds it, explained on a table of some size: the dataset has no
    // notifications, and on an empty table every plan is a sequential scan. 20,000 (one in ten unread) are
    // written for the tenant's users in the transaction and rolled back with it; the planner sizes the table
    // from its pages (the app's role may not ANALYZE it).
    const rolledBack = new Error("rolled back");
    let plan = "";
    await withTenant(handle.db, tenantId, async (tx) => {
      const perUser = Math.ceil(20_000 / people.length);
      await tx.execute(sql`insert into notifications (tenant_id, user_id, kind, subject_type, subject_id, read_at)
        select ${tenantId}, u.id, 'new_message', 'conversation', gen_random_uuid(), case when g % 10 = 0 then null else now() end
        from users u cross join generate_series(1, ${perUser}) g where u.tenant_id = ${tenantId}`);
      const built = tx.select({ value: count() }).from(notifications).where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, first), isNull(notifications.readAt))).toSQL();
      let text = built.sql;
      // EXPLAIN takes no bind parameters on every driver: the values (uuids) inline, quoted.
      built.params.forEach((value, index) => (text = text.replace(new RegExp(`\\$${index + 1}(?!\\d)`), `'${String(value).replaceAll("'", "''")}'`)));
      const result = (await tx.execute(sql.raw(`EXPLAIN ${text}`))) as unknown as { rows: Array<Record<string, string>> };
      plan = result.rows.map((row) => Object.values(row)[0]).join("\n");
      throw rolledBack;
    }).catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
    const indexUsed = /Index (Only )?Scan|Bitmap Index Scan/.test(plan);

    // (b) Every statement the notifier starts goes through this database object: its transactions and queries counted.
    let statements = 0;
    const counted = new Proxy(handle.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value === "function" && ["transaction", "execute", "select", "insert", "update", "delete"].includes(String(property))) {
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    const notifier = new UnreadNotifier(counted, { listen: handle.listen });
    const heard: number[] = [];
    let opened = 0;
    const unsubscribes: Array<() => void> = [];
    for (let i = 0; i < streams; i++) {
      const scope = { tenantId, userId: people[i % people.length]!.id };
      unsubscribes.push(await notifier.subscribe(scope, { count: (value) => heard.push(value), lost: () => {} }));
      await notifier.count(scope);
      opened += 1;
    }
    const openStatements = statements;
    statements = 0;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleStatements = statements;

    // One notification for the first user: its streams are told after one count, whatever N is.
    statements = 0;
    const before = heard.length;
    await withTenant(handle.db, tenantId, (tx) =>
      notify(tx, { tenantId, kind: "new_message", subjectType: "conversation", subjectId: crypto.randomUUID(), payload: { title: "bench" }, recipientIds: [first], actorId: null }),
    );
    for (let i = 0; i < 100 && heard.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const oneNotifyStatements = statements;
    for (const unsubscribe of unsubscribes) unsubscribe();
    notifier.close();
    // Leave the dataset as it was.
    await withTenant(handle.db, tenantId, (tx) => tx.delete(notifications).where(and(eq(notifications.userId, first), sql`${notifications.payload}->>'title' = 'bench'`)));
    return { plan, indexUsed, streams: opened, openStatements, idleSeconds, idleStatements, oneNotifyStatements };
  } finally {
    await handle.close();
  }
}

export function printMessaging(result: MessagingBench) {
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log("\nMessaging (issue 13)");
  const top = result.plan.split("\n").find((line) => /Scan/.test(line))?.trim() ?? result.plan.split("\n")[0];
  console.log(`  the bell's unread count: one query per page (countUnread), plan: ${top} — goal: an index scan: ${verdict(result.indexUsed)}`);
  console.log(
    `  ${result.streams} open event streams: ${result.openStatements} statements to open them (one count each), ${result.idleStatements} in ${result.idleSeconds} s idle — goal: no polling per stream: ${verdict(result.idleStatements === 0)}`,
  );
  console.log(`  one notification for one user with ${result.streams} streams open: ${result.oneNotifyStatements} statement(s) by the notifier — goal: 1, not one per stream: ${verdict(result.oneNotifyStatements <= 1)}`);
}
