import {
  type BrandSettings,
  brandSettingsProblems,
  consoleBrandSettingsSaveBodySchema,
  formatMoney,
  MONEY_SCALE,
  type TabId,
  type UiLanguage,
} from '@switchboard/protocol';
import type { z } from 'zod';

/**
 * The dialog's form: the save body's own fields (the brand is the tab's choice), and the tab checks
 * the server makes, so a form with a problem is never sent. Which problems, each a sentence, the
 * tabs field says itself: one issue here is enough to hold the form back.
 */
export function brandSettingsFormSchema(offeredTabs: readonly TabId[]) {
  return consoleBrandSettingsSaveBodySchema.omit({ brand: true }).superRefine((values, context) => {
    if (brandSettingsProblems(values, offeredTabs).length > 0) {
      context.addIssue({ code: 'custom', path: ['tabs'], message: 'problems' });
    }
  });
}
type FormSchema = ReturnType<typeof brandSettingsFormSchema>;
/** What the form holds while the operator types. */
export type BrandSettingsInput = z.input<FormSchema>;
/** What the form sends, with the brand, once its checks pass. */
export type BrandSettingsOutput = z.output<FormSchema>;

/** One and a half units: an amount whose decimals show how the brand writes money. */
const EXAMPLE_AMOUNT = 1.5 * MONEY_SCALE;

/** An amount as the settings write money: "$1.50" with a symbol, "1.50 cloud coins" without. */
export function moneyExample(currency: BrandSettings['currency'], language: UiLanguage): string {
  return currency.symbol === ''
    ? `${formatMoney(EXAMPLE_AMOUNT, currency.decimals)} ${currency.unit[language]}`
    : formatMoney(EXAMPLE_AMOUNT, currency.decimals, currency.symbol);
}
