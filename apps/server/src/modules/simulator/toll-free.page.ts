import { SIMULATOR_TOLL_FREE_PATH } from '@switchboard/protocol';

/** An assigned toll-free number as the page lists it. */
export interface TollFreeRow {
  full_number: string;
  messaging_enabled: number;
  brand: string;
  email: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The toll-free registration section of the simulator page: a plain form (no script, so the CSP holds). */
export function renderTollFreeSection(numbers: readonly TollFreeRow[]): string {
  const field = 'display:block;margin:0 0 12px';
  const options = numbers
    .map((row) => `<option value="${escapeHtml(row.full_number)}">+${escapeHtml(row.full_number)}</option>`)
    .join('');
  const rows = numbers
    .map(
      (row) =>
        `<tr><td>+${escapeHtml(row.full_number)}</td><td>${row.messaging_enabled === 1 ? 'registered' : 'not registered'}</td><td>${escapeHtml(row.brand)}</td><td>${escapeHtml(row.email ?? '')}</td></tr>`,
    )
    .join('');
  return `<h2 style="font-size:18px">Toll-free registration</h2>
<p>A toll-free number can send SMS and MMS only once the operator has approved its registration.</p>
<table style="border-collapse:collapse" cellpadding="4"><tr><th>number</th><th>state</th><th>brand</th><th>account</th></tr>${rows}</table>
<form method="post" action="${SIMULATOR_TOLL_FREE_PATH}" enctype="application/x-www-form-urlencoded">
<label style="${field}">Number <select name="number" required>${options}</select></label>
<label style="${field}">Decision <select name="decision"><option>approve</option><option>revoke</option></select></label>
<label style="${field}">Reason of a revocation (shown to the owner) <textarea name="reason" rows="2" cols="60" maxlength="1000"></textarea></label>
<button type="submit">Decide</button>
</form>
<p>From a terminal: <code>npm run sim -w apps/server -- tollfree 18885550100 approve</code>
or <code>... tollfree 18885550100 revoke --reason "the sample messages are missing"</code></p>
`;
}
