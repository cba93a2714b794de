import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as received (headers and body). */
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives, for tests of outgoing mail. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text (quoted-printable soft breaks undone). */
export function firstLink(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`No link in the mail:\n${mail.raw}`);
  return match[0];
}
