/*
 * A local SMTP server that keeps what it receives, for development and the
 * end-to-end tests: run `npm run mail:sink`, start the app with
 * SMTP_URL=smtp://127.0.0.1:2525, and every mail the app sends shows here,
 * links included (the outbox API never shows a mail's secrets).
 *
 * MAIL_SINK_PORT (default 2525) and MAIL_SINK_HOST (127.0.0.1) say where it
 * listens; with MAIL_SINK_DIR each mail is also written there as JSON
 * (to, subject, text, html), which the e2e tests read. With
 * MAIL_SINK_PARENT_PID it stops when that process is gone.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.MAIL_SINK_PORT ?? 2525);
const host = process.env.MAIL_SINK_HOST ?? "127.0.0.1";
const dir = process.env.MAIL_SINK_DIR;
if (dir) mkdirSync(dir, { recursive: true });
let received = 0;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? "")).filter(Boolean);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        received += 1;
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          headerTo: addresses(parsed.to),
          subject: parsed.subject ?? "",
          messageId: parsed.messageId ?? null,
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : null,
          receivedAt: new Date().toISOString(),
        };
        if (dir) {
          // Written aside and renamed: a reader never sees half a mail.
          const name = path.join(dir, `${String(received).padStart(6, "0")}.json`);
          writeFileSync(`${name}.part`, JSON.stringify(mail));
          renameSync(`${name}.part`, name);
        }
        else console.log(`── mail ${received} to ${mail.to.join(", ")}: ${mail.subject}\n${mail.text}\n`);
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

server.listen(port, host, () => console.log(`[mail-sink] smtp://${host}:${port}${dir ? ` → ${dir}` : ""}`));

const parent = Number(process.env.MAIL_SINK_PARENT_PID);
if (parent) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1_000).unref();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
