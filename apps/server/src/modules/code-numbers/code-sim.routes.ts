import { SIMULATOR_CODE_PATH } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { registerSiteCall } from '../../plugins/site-calls.ts';
import type { CodeReceiveService } from './receive.service.ts';

/** The simulator's code sender (outside production only): an app texts a code to a held pool number. */
export async function codeSimulatorRoutes(
  app: FastifyInstance,
  { receiving }: { receiving: CodeReceiveService },
): Promise<void> {
  acceptFormPosts(app);

  registerSiteCall(app, 'simulatorCode', async ({ body }) => {
    const stored = await receiving.receive(body.number, body.app, body.text);
    return { smsId: stored.smsId, code: stored.code, charge: stored.charge };
  });
}

/** The code sender's section of the simulator page: a plain form (no script, so the CSP holds). */
export function renderCodeSection(): string {
  const field = 'display:block;margin:0 0 12px';
  return `<h2 style="font-size:18px">Verification codes</h2>
<p>Sends a text from an app to a verification number someone holds for it (leave the text empty for
a made-up code). The first code of a lock is charged.</p>
<form method="post" action="${SIMULATOR_CODE_PATH}" enctype="application/x-www-form-urlencoded">
<label style="${field}">Number (digits with calling code) <input name="number" pattern="\\d{5,18}" required></label>
<label style="${field}">App id <input name="app" value="whatsapp" required></label>
<label style="${field}">Text <input name="text" size="60" maxlength="500"></label>
<button type="submit">Send code</button>
</form>
<p>From a terminal: <code>npm run sim -w apps/server -- code 13055550150 whatsapp</code></p>
`;
}
