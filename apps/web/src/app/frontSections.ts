import type { BrandConfig } from '@switchboard/protocol';
import { visibleSections } from '../features/account/index.ts';

/** What a front-page visitor can browse without an account. */
export type FrontSection = 'verification' | 'rates';

/**
 * The front page's sections for a brand: its verification screen (services, countries, number
 * options and their prices) when the brand has that tab, and the rates page (calls, texts,
 * numbers) when the brand's account area has one; jiema keeps its single verification page.
 */
export function frontSections(brand: BrandConfig): FrontSection[] {
  const sections: FrontSection[] = [];
  if (brand.tabs.includes('verification')) sections.push('verification');
  const account = visibleSections({ brand, front: true, canInvite: false, canSetInviter: false });
  if (account.includes('rates')) sections.push('rates');
  return sections;
}
