import { z } from 'zod';
import { type BrandSettings, brandSettingsSchema } from '../brands/settings.ts';
import { brandIdSchema, tabIdSchema } from '../brands/types.ts';
import { uiLanguages } from '../language.ts';
import { consoleReasonSchema } from './reasons.ts';

/** Query of consoleBrandSettings: the brand whose settings are read. */
export const consoleBrandSettingsQuerySchema = z.object({ brand: brandIdSchema });

/** data of consoleBrandSettings and consoleBrandSettingsSave. */
export const consoleBrandSettingsDataSchema = z.object({
  brand: brandIdSchema,
  /** What the brand's pages and messages use now. */
  settings: brandSettingsSchema,
  /** The brand's code values: what a reset goes back to. */
  defaults: brandSettingsSchema,
  /** The tabs the brand has screens for, in their code order: the only ones it may show. */
  offeredTabs: z.array(tabIdSchema),
  /** When an operator last saved them; null while they are the code values. */
  updatedAt: z.number().int().nullable(),
});

/**
 * Body of consoleBrandSettingsSave: every setting as its own field (so a refusal names the field as
 * the form labels it), and the reason kept in the audit log. The server also refuses tabs the brand
 * has no screens for, a tab twice, no account tab, and a first tab not shown, each with a sentence.
 */
export const consoleBrandSettingsSaveBodySchema = z.object({
  brand: brandIdSchema,
  nameEn: brandSettingsSchema.shape.name.shape.en,
  nameZh: brandSettingsSchema.shape.name.shape['zh-CN'],
  supportEmail: brandSettingsSchema.shape.supportEmail,
  // A generous bound against absurd bodies; the real limits are refused with a sentence.
  tabs: z.array(tabIdSchema).min(1).max(20),
  defaultTab: tabIdSchema,
  defaultLanguage: z.enum(uiLanguages),
  currencyUnitEn: brandSettingsSchema.shape.currency.shape.unit.shape.en,
  currencyUnitZh: brandSettingsSchema.shape.currency.shape.unit.shape['zh-CN'],
  currencySymbol: brandSettingsSchema.shape.currency.shape.symbol,
  currencyDecimals: brandSettingsSchema.shape.currency.shape.decimals,
  colorPrimary: brandSettingsSchema.shape.colors.shape.primary,
  colorSecondary: brandSettingsSchema.shape.colors.shape.secondary,
  colorSidebar: brandSettingsSchema.shape.colors.shape.sidebar,
  colorSidebarIcon: brandSettingsSchema.shape.colors.shape.sidebarIcon,
  termsUrl: brandSettingsSchema.shape.legal.shape.terms,
  privacyUrl: brandSettingsSchema.shape.legal.shape.privacy,
  reason: consoleReasonSchema,
});
/** Body of consoleBrandSettingsSave as the console sends it. */
export type ConsoleBrandSettingsSaveBody = z.input<typeof consoleBrandSettingsSaveBodySchema>;
/** The form's fields of a brand's settings (the save body without brand and reason). */
export type BrandSettingsFields = Omit<ConsoleBrandSettingsSaveBody, 'brand' | 'reason'>;

/** The settings a save body carries. */
export function settingsOfFields(fields: z.output<typeof consoleBrandSettingsSaveBodySchema>): BrandSettings {
  return {
    name: { en: fields.nameEn, 'zh-CN': fields.nameZh },
    supportEmail: fields.supportEmail,
    tabs: fields.tabs,
    defaultTab: fields.defaultTab,
    defaultLanguage: fields.defaultLanguage,
    currency: {
      unit: { en: fields.currencyUnitEn, 'zh-CN': fields.currencyUnitZh },
      symbol: fields.currencySymbol,
      decimals: fields.currencyDecimals,
    },
    colors: {
      primary: fields.colorPrimary,
      secondary: fields.colorSecondary,
      sidebar: fields.colorSidebar,
      sidebarIcon: fields.colorSidebarIcon,
    },
    legal: { terms: fields.termsUrl, privacy: fields.privacyUrl },
  };
}

/** The form's fields holding the settings (the console fills its form with them). */
export function fieldsOfSettings(settings: BrandSettings): BrandSettingsFields {
  return {
    nameEn: settings.name.en,
    nameZh: settings.name['zh-CN'],
    supportEmail: settings.supportEmail,
    tabs: settings.tabs,
    defaultTab: settings.defaultTab,
    defaultLanguage: settings.defaultLanguage,
    currencyUnitEn: settings.currency.unit.en,
    currencyUnitZh: settings.currency.unit['zh-CN'],
    currencySymbol: settings.currency.symbol,
    currencyDecimals: settings.currency.decimals,
    colorPrimary: settings.colors.primary,
    colorSecondary: settings.colors.secondary,
    colorSidebar: settings.colors.sidebar,
    colorSidebarIcon: settings.colors.sidebarIcon,
    termsUrl: settings.legal.terms,
    privacyUrl: settings.legal.privacy,
  };
}
