import { profileGateDataSchema } from '@switchboard/protocol';
import { onRetcodeReaction } from '../../../lib/api/reactions.ts';
import { currentToken } from '../../../lib/session.ts';
import { openVerifiedModal } from '../../contact-verification/index.ts';
import { openGatePrompt } from '../dialogs.ts';
import { gateAction } from '../status.ts';

/**
 * Runs the profile check for a 100023 answer's data: a missing phone opens the verified modal in
 * update mode, otherwise the prompt for the profile's review state. Unreadable data, or a visitor
 * without a session (the login screen handles them), changes nothing.
 */
export function runProfileGate(data: unknown): void {
  if (currentToken() === null) return;
  const parsed = profileGateDataSchema.safeParse(data);
  if (!parsed.success) return;
  const action = gateAction(parsed.data.result);
  if (action === 'verifyPhone') openVerifiedModal('update');
  else if (action !== 'none') openGatePrompt(action);
}

/** Hooks the gate into the API client's 'profileCheck' reaction; returns the unhook. */
export function startProfileGate(): () => void {
  return onRetcodeReaction('profileCheck', (_retcode, _retmsg, data) => runProfileGate(data));
}
