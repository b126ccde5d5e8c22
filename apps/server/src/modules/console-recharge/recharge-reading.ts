import {
  type BrandId,
  type ConsoleCallBody,
  MONEY_SCALE,
  RECHARGE_AMOUNT_MAX,
  RECHARGE_TILES_MAX,
  type RechargeSettings,
  Retcode,
  readRechargeMoneyText,
  type UiLanguage,
} from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import { money, type Sentence, say } from '../../text/sentence.ts';
import { type RechargeField, rechargeFieldLabel } from '../../text/sentences-console-recharge.ts';

type ReplaceBody = ConsoleCallBody<'consoleRechargeReplace'>;

function refuse(detail: string, sentence: Sentence): never {
  throw new AppError(Retcode.INVALID_PARAMETER, detail, { say: sentence });
}

const fieldDetail = (field: RechargeField) =>
  'position' in field ? `tiles[${field.position - 1}].${field.field}` : field.field;

/**
 * Reads the settings an operator typed, or refuses the first thing wrong with a sentence in the
 * reader's language: each amount as money is written (tile amounts and custom amounts whole, as
 * product ids and the custom field carry them), then the tiles together and the custom range.
 */
export class RechargeReading {
  constructor(
    private readonly brand: BrandId,
    private readonly language: UiLanguage,
  ) {}

  /** Every check of a replace, in the order the form shows its fields. */
  settings(body: ReplaceBody): RechargeSettings {
    if (body.tiles.length === 0) refuse('tiles: none', say('rechargeTilesNone'));
    if (body.tiles.length > RECHARGE_TILES_MAX)
      refuse('tiles: too many', say('rechargeTilesTooMany', { max: RECHARGE_TILES_MAX }));
    const tiles = body.tiles.map((tile, index) => {
      const position = index + 1;
      const amount = this.amount(tile.amount, { field: 'tileAmount', position }, true);
      if (amount === 0)
        refuse(
          `tiles[${index}].amount: zero`,
          say('rechargeTileZero', { label: this.label('tileAmount', position) }),
        );
      const gift =
        tile.gift.trim() === '' ? 0 : this.amount(tile.gift, { field: 'tileGift', position }, false);
      if (gift > amount)
        refuse(
          `tiles[${index}].gift: above the amount`,
          say('rechargeGiftAboveAmount', {
            label: this.label('tileGift', position),
            value: this.money(gift),
            amount: this.money(amount),
          }),
        );
      return { amount, gift };
    });
    tiles.forEach((tile, index) => {
      const first = tiles.findIndex((other) => other.amount === tile.amount);
      if (first !== index)
        refuse(
          `tiles[${index}].amount: duplicate of tiles[${first}]`,
          say('rechargeTileDuplicate', {
            label: this.label('tileAmount', index + 1),
            amount: this.money(tile.amount),
          }),
        );
    });
    if (body.defaultTile >= tiles.length)
      refuse('defaultTile: outside the tiles', say('rechargeDefaultTileMissing'));
    const min = this.amount(body.customMin, { field: 'customMin' }, true);
    const max = this.amount(body.customMax, { field: 'customMax' }, true);
    const shown = this.amount(body.customDefault, { field: 'customDefault' }, true);
    if (min > max)
      refuse(
        'customMin: above customMax',
        say('rechargeCustomMinAboveMax', { min: this.money(min), max: this.money(max) }),
      );
    if (shown < min || shown > max)
      refuse(
        'customDefault: outside the range',
        say('rechargeCustomDefaultOutside', {
          value: this.money(shown),
          min: this.money(min),
          max: this.money(max),
        }),
      );
    return {
      tiles,
      defaultTile: body.defaultTile,
      custom: { min, max, default: shown },
      popularGiftPercent: body.popularGiftPercent,
    };
  }

  /** How a sentence names a tile's amount or gift, in the reader's language. */
  private label(field: 'tileAmount' | 'tileGift', position: number): string {
    return rechargeFieldLabel({ field, position }, this.language);
  }

  private money(amount: number) {
    return money(amount, this.brand);
  }

  /** One amount the operator typed, in ten-thousandths; `whole`: whole units only. */
  private amount(text: string, field: RechargeField, whole: boolean): number {
    const reading = readRechargeMoneyText(text);
    const label = rechargeFieldLabel(field, this.language);
    const value = text.trim();
    const detail = fieldDetail(field);
    if ('refused' in reading) {
      const sentences: Record<typeof reading.refused, Sentence> = {
        malformed: say('rechargeAmountMalformed', { label, value }),
        negative: say('rechargeAmountNegative', { label }),
        tooLarge: say('rechargeAmountTooLarge', { label, value, max: this.money(RECHARGE_AMOUNT_MAX) }),
        tooPrecise: say('rechargeAmountTooPrecise', { label }),
      };
      return refuse(`${detail}: ${reading.refused} amount`, sentences[reading.refused]);
    }
    if (whole && reading.amount % MONEY_SCALE !== 0)
      refuse(`${detail}: not whole units`, say('rechargeAmountWhole', { label }));
    return reading.amount;
  }
}
