/** Our amounts are ten-thousandths of a currency unit. */
const TEN_THOUSANDTHS_PER_UNIT = 10_000;

/**
 * The brand currencies Stripe can charge, with the decimals of their minor unit as Stripe counts
 * them (https://docs.stripe.com/currencies). A brand whose currency is missing here (pingme's coins)
 * is never offered to Stripe: there is no such money to charge.
 */
const STRIPE_MINOR_DECIMALS: Readonly<Record<string, number>> = { USD: 2, CNY: 2 };

/** Whether Stripe can charge this brand currency at all. */
export function stripeCharges(currency: string): boolean {
  return Object.hasOwn(STRIPE_MINOR_DECIMALS, currency.toUpperCase());
}

/** Ten-thousandths in one minor unit of the currency (100 for cents). */
function perMinorUnit(currency: string): number {
  const decimals = STRIPE_MINOR_DECIMALS[currency.toUpperCase()];
  if (decimals === undefined) throw new Error(`Stripe does not charge ${currency} for us`);
  return TEN_THOUSANDTHS_PER_UNIT / 10 ** decimals;
}

/**
 * Our amount in Stripe's minor units. An amount with a fraction of a minor unit cannot be charged
 * exactly, and rounding it would make the paid event disagree with the order, so it is refused.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const per = perMinorUnit(currency);
  if (!Number.isInteger(amount) || amount % per !== 0) {
    throw new Error(`${amount} ten-thousandths of ${currency} is not a whole number of minor units`);
  }
  return amount / per;
}

/**
 * Stripe's minor units in our ten-thousandths; undefined for a currency we never charge, whose
 * event then matches no order.
 */
export function fromMinorUnits(minor: number, currency: string): number | undefined {
  return stripeCharges(currency) ? minor * perMinorUnit(currency) : undefined;
}
