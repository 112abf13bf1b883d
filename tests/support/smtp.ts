import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll } from "vitest";
import { SMTPServer } from "smtp-server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { testDatabase } from "./api";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives:
 * delivery is tested over the wire, not against a mocked transport.
 */
export type SmtpSink = { url: string; messages: ReceivedMail[]; close: () => Promise<void> };

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No DNS here: a reverse lookup of 127.0.0.1 would stall each connection.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message with quoted-printable soft breaks and escapes undone, for assertions on its text. */
export function decodedMessage(raw: string): string {
  const bytes: number[] = [];
  const unfolded = raw.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Delivers the due outbox mail for `recipients` to the sink until none is
 * left. Limited to those addresses because API test files share one database
 * on a PostgreSQL server: an unrestricted run would send (or, with an
 * unreachable server, fail) other files' mail.
 */
export async function deliverMailTo(sinkUrl: string, recipients: readonly string[]): Promise<void> {
  const { db } = await testDatabase();
  const transport = nodemailer.createTransport(sinkUrl);
  for (let round = 0; round < 100; round++) {
    const { sent, failed } = await deliverPendingMail(db, transport, { recipients });
    if (sent + failed === 0) return;
  }
}

/** A sink for the enclosing test file or describe block: started before its tests, closed after them. */
export function smtpSinkPerFile(): Pick<SmtpSink, "url" | "messages"> {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const started = () => {
    if (!sink) throw new Error("The SMTP sink starts in beforeAll: use it inside a test.");
    return sink;
  };
  return {
    get url() {
      return started().url;
    },
    get messages() {
      return started().messages;
    },
  };
}
