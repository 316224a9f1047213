import type { Transporter } from 'nodemailer';
import type { Db } from '../db';
import { outboxEmails } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: SMTP when configured, otherwise the local outbox (server log + table). */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

interface MailerDeps {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: { info: (details: object, message: string) => void };
}

export function createMailer({ smtpUrl, from, db, log }: MailerDeps): Mailer {
  if (smtpUrl) {
    // nodemailer is loaded by the first mail, not at start.
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        await (await transport).sendMail({ from, ...message });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      // The operator's only copy when no SMTP server is configured (README "Mail").
      log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail');
      await db.insert(outboxEmails).values({ ...message, html: message.html ?? null });
    },
  };
}
