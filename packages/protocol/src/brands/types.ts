import { z } from 'zod';
import { localizedTextSchema, uiLanguages } from '../language.ts';
import { tabIds } from './tab-ids.ts';

/** Brand identifiers, as carried in the `platform` field. */
export const brandIds = ['pingme', 'wephone', 'wetalk', 'wetalkpro', 'cloudnumber', 'jiema'] as const;
/** The `platform` field: a brand identifier. */
export const brandIdSchema = z.enum(brandIds);
/** A brand identifier. */
export type BrandId = z.infer<typeof brandIdSchema>;

export { tabIds } from './tab-ids.ts';
/** A main tab. */
export const tabIdSchema = z.enum(tabIds);
/** A main tab. */
export type TabId = z.infer<typeof tabIdSchema>;

const color = z.string().regex(/^#[0-9a-f]{6}$/i);
const money = z.number().int().nonnegative();

/** One recharge tile: an amount and its gift, both in ten-thousandths. */
export const rechargeTileSchema = z.object({
  /** Amount paid, in ten-thousandths of the brand's unit. */
  amount: money,
  /** Gift credited on top, in ten-thousandths; 0 for none. */
  gift: money,
});

/** Everything that differs between brands. */
export const brandConfigSchema = z
  .object({
    /** Brand identifier. */
    id: brandIdSchema,
    /** Product name as shown to users. */
    name: localizedTextSchema,
    /** Colours of the theme. */
    colors: z.object({
      /** Main accent (buttons, active tab). */
      primary: color,
      /** Second accent. */
      secondary: color,
      /** Background of the 55 px side bar. */
      sidebar: color,
      /** Icon colour on the side bar. */
      sidebarIcon: color,
    }),
    /** Logo as a self-contained SVG document. */
    logoSvg: z.string().startsWith('<svg'),
    /** Address that the help link drafts a mail to. */
    supportEmail: z.email(),
    /** Tabs shown in the side bar, in order. */
    tabs: z.array(tabIdSchema).min(1),
    /** Tab opened after login. */
    defaultTab: tabIdSchema,
    /** Interface language when neither the user nor the address chose one. */
    defaultLanguage: z.enum(uiLanguages),
    /** True when every call sends languagecode zh_cn whatever the interface language. */
    alwaysChineseApi: z.boolean(),
    /** How balances are shown. */
    currency: z.object({
      /** Unit name shown after or instead of a symbol. */
      unit: localizedTextSchema,
      /** Symbol shown before the amount ('' for none). */
      symbol: z.string(),
      /** Decimals shown for a balance. */
      decimals: z.union([z.literal(2), z.literal(4)]),
      /** ISO-like code of the unit for payment providers. */
      code: z.enum(['USD', 'COIN', 'CNY']),
    }),
    /** Recharge screen constants. */
    recharge: z.object({
      /** Fixed tiles. */
      tiles: z.array(rechargeTileSchema).min(1),
      /** Index of the tile chosen by default. */
      defaultTile: z.number().int().nonnegative(),
      /** Custom amount bounds and default, in ten-thousandths. */
      custom: z.object({ min: money, max: money, default: money }),
      /** Gift percentage of the popular option, 0 for none. */
      popularGiftPercent: z.number().int().min(0).max(100),
    }),
    /** Feature switches. */
    features: z.object({
      /** VIP status on the profile (wetalk). */
      vip: z.boolean(),
      /** Profile asks most-used feature and usage purposes (V3 brands). */
      useCaseProfile: z.boolean(),
      /** Banner offering to add an unknown number as a contact. */
      unknownNumberBanner: z.boolean(),
      /** App-download button in the account header. */
      appDownload: z.boolean(),
      /** App-download dialog shows iOS and Android codes plus an APK link. */
      appDownloadStores: z.boolean(),
      /** Number tip dialogs on the numbers tab. */
      numberTips: z.boolean(),
      /** Banner ad on the verification screen. */
      verificationBanner: z.boolean(),
    }),
    /** Form to register a toll-free number, or null when the brand has none. */
    tollFreeFormUrl: z.url().nullable(),
    /** Address of the app download page shown as a QR code. */
    appDownloadUrl: z.url(),
    /** Store links of the app-download dialog (iOS and Android QR codes, APK link); null when the brand has no app. */
    appDownload: z.object({ ios: z.url(), android: z.url(), apk: z.url() }).nullable(),
    /** Terms of service and privacy policy pages. */
    legal: z.object({ terms: z.url(), privacy: z.url() }),
    /** What a visitor on a phone sees: a notice, or a redirect to the brand's mobile site. */
    mobile: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('notice') }),
      z.object({ mode: z.literal('redirect'), url: z.url() }),
    ]),
  })
  .refine((brand) => brand.tabs.includes(brand.defaultTab), { message: 'defaultTab must be one of tabs' })
  .refine((brand) => brand.recharge.defaultTile < brand.recharge.tiles.length, {
    message: 'defaultTile out of range',
  })
  .refine((brand) => brand.recharge.custom.min <= brand.recharge.custom.default, {
    message: 'custom default below min',
  })
  .refine((brand) => brand.recharge.custom.default <= brand.recharge.custom.max, {
    message: 'custom default above max',
  });

/** Everything that differs between brands. */
export type BrandConfig = z.infer<typeof brandConfigSchema>;
