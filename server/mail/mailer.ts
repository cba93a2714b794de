import { createTransport } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const DEFAULT_MAIL_FROM = "Greek Beaches Directory <no-reply@greekbeaches.example>";

/**
 * Mail over SMTP when SMTP_URL is set; otherwise each mail is printed to the log with its links, so
 * a newcomer can still follow an invite or a verification on a laptop.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from?: string | undefined }): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      },
    };
  }
  const transport = createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
