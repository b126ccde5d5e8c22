import { type OutboxMessage, SIMULATOR_OUTBOX_PATH } from '@switchboard/protocol';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The simulator page's Outbox section (no script): codes and mails sent, newest first. */
export function renderOutboxSection(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.sentAt).toISOString())}</td><td>${escapeHtml(message.channel)}</td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td><td>${escapeHtml(message.text)}</td></tr>`,
    )
    .join('');
  const body =
    messages.length === 0
      ? '<p>Nothing sent yet.</p>'
      : `<table style="border-collapse:collapse" cellpadding="4"><tr><th>sent</th><th>channel</th><th>to</th><th>subject</th><th>text</th></tr>${rows}</table>`;
  return `<h2 style="font-size:18px">Outbox</h2>
<p>Verification codes and mails sent to people while no SMTP server is configured (JSON: <code>${SIMULATOR_OUTBOX_PATH}</code>, terminal: <code>npm run sim -w apps/server -- outbox</code>). Reload the page to see new ones.</p>
${body}
`;
}
