import { type OutboxMessage, SIMULATOR_INBOUND_PATH } from '@switchboard/protocol';
import { renderCodeSection } from '../code-numbers/code-sim.routes.ts';
import { renderOutboxSection } from '../contact-verification/outbox.page.ts';

/** A number the page offers as a recipient. */
export interface PageNumber {
  full_number: string;
  country: string;
  brand: string;
  email: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The simulator page: a plain form (no script, so the CSP holds) and the numbers that have owners. */
export function renderSimulatorPage(
  numbers: readonly PageNumber[],
  outbox: readonly OutboxMessage[] = [],
): string {
  const options = numbers
    .map((row) => {
      const label = `+${row.full_number} (${row.country}) ${row.brand} ${row.email ?? ''}`;
      return `<option value="${escapeHtml(row.full_number)}">${escapeHtml(label)}</option>`;
    })
    .join('');
  const rows = numbers
    .map(
      (row) =>
        `<tr><td>+${escapeHtml(row.full_number)}</td><td>${escapeHtml(row.country)}</td><td>${escapeHtml(row.brand)}</td><td>${escapeHtml(row.email ?? '')}</td></tr>`,
    )
    .join('');
  const field = 'display:block;margin:0 0 12px';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Switchboard carrier simulator</title></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px">
<h1 style="font-size:22px">Carrier simulator</h1>
<p>Injects an inbound message from an outside number into a number of this service, as the carrier
would. The receiving account sees it at once. Not available in production.</p>
<form method="post" action="${SIMULATOR_INBOUND_PATH}" enctype="multipart/form-data">
<label style="${field}">Kind
<select name="kind"><option>sms</option><option>mms</option><option>voicemail</option><option>verificationCode</option></select></label>
<label style="${field}">From (outside number, digits with calling code)
<input name="from" value="14155550123" pattern="\\d{5,18}" required></label>
<label style="${field}">To (a number of this service)
<select name="to" required>${options}</select></label>
<label style="${field}">Text (the transcript for a voicemail)
<textarea name="text" rows="3" cols="60" maxlength="1600"></textarea></label>
<label style="${field}">File (picture for mms: JPEG, PNG, GIF, WebP; recording for voicemail: MP3, WAV, Ogg, WebM)
<input type="file" name="file"></label>
<button type="submit">Inject</button>
</form>
<h2 style="font-size:18px">Numbers with an owner</h2>
<table style="border-collapse:collapse" cellpadding="4"><tr><th>number</th><th>country</th><th>brand</th><th>account</th></tr>${rows}</table>
<p>From a terminal: <code>npm run sim -w apps/server -- sms --to 12125550100 --from 14155550123 --text "hi"</code></p>
${renderOutboxSection(outbox)}${renderCodeSection()}</body>
</html>
`;
}
