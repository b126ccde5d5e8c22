import { reviewTargets, SIMULATOR_REVIEW_PATH, SIMULATOR_REVIEWS_PATH } from '@switchboard/protocol';

/** The review section of the simulator page: a plain form (no script, so the CSP holds). */
export function renderReviewSection(): string {
  const field = 'display:block;margin:0 0 12px';
  const targets = reviewTargets.map((target) => `<option>${target}</option>`).join('');
  return `<h2 style="font-size:18px">Operator review</h2>
<p>Approves a submitted profile, use case or identity proof, or asks for an update.
<a href="${SIMULATOR_REVIEWS_PATH}">What waits for review</a> (JSON).</p>
<form method="post" action="${SIMULATOR_REVIEW_PATH}" enctype="application/x-www-form-urlencoded">
<label style="${field}">Brand <input name="brand" value="wephone" required></label>
<label style="${field}">Account email <input name="email" type="email" required></label>
<label style="${field}">What <select name="target">${targets}</select></label>
<label style="${field}">Decision <select name="decision"><option>approve</option><option>reject</option></select></label>
<label style="${field}">Reason of a refusal (shown to the user) <textarea name="reason" rows="2" cols="60" maxlength="1000"></textarea></label>
<button type="submit">Decide</button>
</form>
<p>From a terminal: <code>npm run sim -w apps/server -- review wephone user@example.com profile approve</code>
or <code>... profile reject --reason "the address is incomplete"</code></p>
`;
}
