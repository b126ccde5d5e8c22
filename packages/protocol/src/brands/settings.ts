import { z } from 'zod';
import { uiLanguages } from '../language.ts';
import { type BrandConfig, tabIdSchema } from './types.ts';

/** Longest brand name or currency unit an operator may set (a side bar and a balance line hold it). */
export const BRAND_NAME_MAX = 40;
/** Longest currency symbol (¥, US$, HK$). */
export const CURRENCY_SYMBOL_MAX = 4;

const color = z.string().regex(/^#[0-9a-f]{6}$/i);
const shortText = z.string().trim().min(1).max(BRAND_NAME_MAX);
const pageUrl = z.url({ protocol: /^https?$/ }).max(500);

/**
 * What an operator may change of a brand without a release: its name, support address, the order
 * and choice of its tabs and the one opened first, its default language, how its money is written,
 * its colours and its legal pages. What the brand's code builds on stays code: which tabs it has
 * screens and calls for, its logo, features and currency code (prices and payments are kept in it).
 */
export const brandSettingsSchema = z.object({
  name: z.object({ en: shortText, 'zh-CN': shortText }),
  supportEmail: z.email().max(200),
  tabs: z.array(tabIdSchema).min(1),
  defaultTab: tabIdSchema,
  defaultLanguage: z.enum(uiLanguages),
  currency: z.object({
    unit: z.object({ en: shortText, 'zh-CN': shortText }),
    /** '' writes the unit after the amount instead. */
    symbol: z.string().trim().max(CURRENCY_SYMBOL_MAX),
    decimals: z.union([z.literal(2), z.literal(4)]),
  }),
  colors: z.object({ primary: color, secondary: color, sidebar: color, sidebarIcon: color }),
  legal: z.object({ terms: pageUrl, privacy: pageUrl }),
});
/** A brand's settings an operator may change. */
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** Why a brand's settings cannot be used, each a sentence the console shows; empty when they can. */
export type BrandSettingsProblem = 'tabNotOffered' | 'tabTwice' | 'noAccountTab' | 'defaultTabHidden';

/**
 * What is wrong with settings for a brand whose code offers `offered` tabs: every tab one of those,
 * none twice, the account tab kept (signing out and topping up live there), the first-opened tab one
 * of the shown.
 */
export function brandSettingsProblems(
  settings: Pick<BrandSettings, 'tabs' | 'defaultTab'>,
  offered: readonly string[],
): BrandSettingsProblem[] {
  const problems: BrandSettingsProblem[] = [];
  if (settings.tabs.some((tab) => !offered.includes(tab))) problems.push('tabNotOffered');
  if (new Set(settings.tabs).size !== settings.tabs.length) problems.push('tabTwice');
  if (!settings.tabs.includes('account')) problems.push('noAccountTab');
  if (!settings.tabs.includes(settings.defaultTab)) problems.push('defaultTabHidden');
  return problems;
}

/** The settings part of a brand's configuration. */
export function settingsOfBrand(brand: BrandConfig): BrandSettings {
  return {
    name: brand.name,
    supportEmail: brand.supportEmail,
    tabs: brand.tabs,
    defaultTab: brand.defaultTab,
    defaultLanguage: brand.defaultLanguage,
    currency: { unit: brand.currency.unit, symbol: brand.currency.symbol, decimals: brand.currency.decimals },
    colors: brand.colors,
    legal: brand.legal,
  };
}

/** The brand with an operator's settings in place of its code values. */
export function withBrandSettings(brand: BrandConfig, settings: BrandSettings): BrandConfig {
  return {
    ...brand,
    name: settings.name,
    supportEmail: settings.supportEmail,
    tabs: settings.tabs,
    defaultTab: settings.defaultTab,
    defaultLanguage: settings.defaultLanguage,
    currency: { ...brand.currency, ...settings.currency },
    colors: settings.colors,
    legal: settings.legal,
  };
}
