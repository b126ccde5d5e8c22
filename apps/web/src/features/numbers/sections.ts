import type { VirtualPhoneListData } from '@switchboard/protocol';
import { NUMBERS_SECTIONS, type NumbersSection } from './state.ts';

/** What decides the side tabs. */
export interface NumbersConditions {
  /** The number list answer (capabilities), undefined while loading. */
  data: Pick<VirtualPhoneListData, 'canForward' | 'canVoicemail'> | undefined;
  /** The brand's mobile-plan page from the boot data, or null. */
  mobilePlanUrl: string | null;
}

/** Side tabs shown: settings only with forwarding or voicemail available, mobile plan only when configured. */
export function visibleNumbersSections({ data, mobilePlanUrl }: NumbersConditions): NumbersSection[] {
  return NUMBERS_SECTIONS.filter((section) => {
    if (section === 'settings') return Boolean(data?.canForward || data?.canVoicemail);
    if (section === 'mobilePlan') return mobilePlanUrl !== null;
    return true;
  });
}
