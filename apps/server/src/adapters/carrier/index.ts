import type { Config } from '../../config/index.ts';
import { EmbeddedCarrier, type InventorySearch, type LocalNumberCheck } from './embedded.ts';
import { TwilioCarrier } from './twilio.ts';
import type { CarrierGateway } from './types.ts';

export { readMediaGrant } from './signed-media.ts';
export { TwilioCarrier, TwilioMediaError } from './twilio.ts';
export { carrierStatusOf, fromE164 } from './twilio-numbers.ts';
export { TWILIO_CALLBACK_FIELDS, TWILIO_PATHS } from './twilio-paths.ts';
export { emptyTwiml, hangUpTwiml, rejectTwiml, TWIML_CONTENT_TYPE, voicemailTwiml } from './twilio-twiml.ts';
export * from './types.ts';

/**
 * The carrier of the configuration: Twilio when CARRIER=twilio, otherwise the embedded one, whose
 * stock is the inventory and which delivers between numbers of this service in-process.
 */
export function createCarrier(
  config: Pick<Config, 'carrier' | 'appSecret'>,
  isLocal: LocalNumberCheck,
  inventory?: InventorySearch,
): CarrierGateway {
  if (config.carrier.kind === 'twilio') return new TwilioCarrier(config.carrier, config.appSecret);
  return new EmbeddedCarrier(isLocal, inventory);
}
