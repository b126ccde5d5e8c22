import type { MobilePlanMessage, UiLanguage } from '@switchboard/protocol';
import { mobilePlanMessageSchema } from '@switchboard/protocol';
import { goToTab } from '../../../lib/navigation.ts';
import { chooseUiLanguage } from '../../../lib/uiLanguage.ts';
import { setPayBack, useFramePage } from './payBack.ts';

/**
 * A frame message, or null when it must be ignored: anything not from the frame's origin (another
 * window or frame could post lookalike commands) or not of the protocol's shape.
 */
export function readFrameMessage(event: MessageEvent, origin: string): MobilePlanMessage | null {
  if (event.origin !== origin) return null;
  const parsed = mobilePlanMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** A string field of the payload, or ''. */
function field(message: MobilePlanMessage, ...names: string[]): string {
  for (const name of names) {
    const value = message.payload?.[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** The interface language a frame names (zh_cn, zh-CN, zh or en), or null for anything else. */
export function frameLanguage(code: string): UiLanguage | null {
  const lowered = code.toLowerCase().replace('-', '_');
  if (lowered === 'zh_cn' || lowered === 'zh') return 'zh-CN';
  if (lowered === 'en') return 'en';
  return null;
}

/**
 * Acts on a frame message:
 * - back: leaves the page for number management (the area's default tab).
 * - language: switches the interface language (the frame is then reloaded in it).
 * - pageChange: remembers the frame's page so a return (after a top-up) reopens it.
 * - topUp: sets the pay-back link to this page and opens the account tab's recharge section.
 * - managePhone: number management side tab.
 * - subscriptionHistory: the subscription history side tab (number subscriptions live there).
 * - planSummary, orderDetails, orderHistory: pages of the frame itself (the host has no such
 *   screens), so the page stays and remembers which one is shown (payload.page, else the type).
 */
export function applyFrameMessage(message: MobilePlanMessage): void {
  switch (message.type) {
    case 'back':
      goToTab('numbers', 'manage');
      return;
    case 'language': {
      const language = frameLanguage(field(message, 'language', 'languagecode', 'lang'));
      if (language) chooseUiLanguage(language);
      return;
    }
    case 'pageChange':
      useFramePage.setState({ page: field(message, 'page', 'name') });
      return;
    case 'topUp':
      setPayBack({ tab: 'numbers', section: 'mobilePlan', page: useFramePage.getState().page });
      goToTab('account', 'recharge');
      return;
    case 'managePhone':
      goToTab('numbers', 'manage');
      return;
    case 'subscriptionHistory':
      goToTab('numbers', 'subscriptionHistory');
      return;
    case 'planSummary':
    case 'orderDetails':
    case 'orderHistory':
      useFramePage.setState({ page: field(message, 'page') || message.type });
      goToTab('numbers', 'mobilePlan');
      return;
  }
}
