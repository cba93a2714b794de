// A real SMTP server for e2e (playwright.config.ts): the app sends its mail here over SMTP_URL, and
// the tests read what arrived over HTTP (GET /messages?to=address), as a person reads their inbox.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 5100);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 5101);
/** @type {{ to: string[]; raw: string; receivedAt: string }[]} */
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  if (url.pathname === "/health") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const messages = received.filter((mail) => !to || mail.to.includes(to));
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");
