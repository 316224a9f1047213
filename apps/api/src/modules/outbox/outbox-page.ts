import type { outboxEmails } from '../../platform/db/schema';

type OutboxEmail = typeof outboxEmails.$inferSelect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped first, so only the links this makes are markup. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The operator's outbox: a plain page listing the newest mails, newest first. */
export function renderOutboxPage(emails: OutboxEmail[], mailKind: 'smtp' | 'outbox') {
  const note =
    mailKind === 'smtp'
      ? '<p>SMTP is configured: new mail is sent, not kept here.</p>'
      : '<p>No SMTP server is configured: mail is kept here and in the server log.</p>';
  const items = emails
    .map(
      (email) => `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.to)} · ${email.created_at.toISOString()}</p>
<pre>${linkify(escapeHtml(email.text))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>cvforge outbox</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
h2 { font-size: 1.05rem; margin: 0.5rem 0 0; }
.meta { color: #555; margin: 0; }
pre { white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<h1>Outbox (latest ${emails.length})</h1>
${note}
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}
