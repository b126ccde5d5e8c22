import type { ClientReaction } from '@switchboard/protocol';
import { Retcode, retcodeInfo } from '@switchboard/protocol';
import { pushAlert, showGeneralError } from '../alerts.ts';
import { openCaptcha, useCaptcha } from '../captcha.ts';
import { eventBus, onBusEvent } from '../eventBus.ts';
import { useRuntime } from '../runtime.ts';
import { kickOut, useSession } from '../session.ts';
import { openSignIn } from '../signIn.ts';

/**
 * Lets a feature take over a catalogue reaction that needs its own UI (no-credit dialog, payment
 * error, profile check) without the API client knowing about that feature: the response reader
 * announces the reaction on the event bus, with the envelope's data (100023 carries the profile
 * state the check needs). Returns the unsubscribe function.
 */
export function onRetcodeReaction(
  reaction: ClientReaction,
  listener: (retcode: number, retmsg: string, data?: unknown) => void,
): () => void {
  return onBusEvent(`reaction:${reaction}`, ({ retcode, retmsg, data }) => listener(retcode, retmsg, data));
}

/**
 * True when the response reader itself shows the code to the user (an alert, the general error
 * dialog, a kick-out notice), so a screen must not explain the same failure a second time.
 */
export function shownGlobally(retcode: number): boolean {
  const info = retcodeInfo(retcode);
  if (!info) return true;
  if (info.reaction === 'generalError') return true;
  return !info.silent && info.reaction !== 'captcha';
}

/**
 * True when the code's global reaction is at most an alert, which a form may show in place instead;
 * kicks, captchas and dialogs still happen.
 */
export function reactsWithAlert(retcode: number): boolean {
  const reaction = retcodeInfo(retcode)?.reaction ?? 'alert';
  return reaction === 'alert' || reaction === 'none';
}

/**
 * The response reader's global reaction to a non-zero retcode, per the catalogue: silent codes are
 * left to the caller, kicked codes end the session (not on the front page), 100010 opens the
 * captcha, 300002 and 400000 open the general error dialog ("Something went wrong"), and any other
 * code with a message is alerted unless the captcha modal is open. 100023 to somebody logged out
 * (a front-page visitor, or no token) means "log in first" (spec 001 section 6): it opens the
 * login form instead of the profile check, which has no profile to check.
 */
export function reactToRetcode(retcode: number, retmsg: string, data?: unknown): void {
  const info = retcodeInfo(retcode);
  const { front, language } = useRuntime.getState();
  const reaction: ClientReaction = info?.reaction ?? 'alert';

  if (retcode === Retcode.PROFILE_INCOMPLETE && (front || useSession.getState().token === null)) {
    openSignIn();
    return;
  }

  eventBus.emit(`reaction:${reaction}`, { retcode, retmsg, data });

  if (reaction === 'logoutKicked' || reaction === 'markKicked') {
    if (!front) {
      kickOut(retcode, retmsg);
      return;
    }
    // On the front page a visitor cannot be kicked; "signed in elsewhere" means nothing there.
    if (retcode === Retcode.SIGNED_IN_ELSEWHERE) return;
  } else if (reaction === 'captcha') {
    openCaptcha();
    return;
  } else if (reaction === 'generalError') {
    showGeneralError(retmsg || info?.message[language]);
    return;
  }

  if (info?.silent) return;
  if (!retmsg) return;
  if (useCaptcha.getState().open) return;
  pushAlert({ text: retmsg });
}
