import type { Config } from '../../config/index.ts';
import { EmbeddedCarrier, type InventorySearch, type LocalNumberCheck } from './embedded.ts';
import { TelnyxCarrier } from './telnyx.ts';
import { TwilioCarrier } from './twilio.ts';
import type { CarrierGateway } from './types.ts';

export { CarrierMediaError } from './media-fetch.ts';
export { readMediaGrant } from './signed-media.ts';
export { TelnyxCarrier } from './telnyx.ts';
export { telnyxStatusOf } from './telnyx-numbers.ts';
export {
  TELNYX_CALLBACK_FIELDS,
  TELNYX_EVENTS,
  TELNYX_PATHS,
  TELNYX_SIGNATURE_HEADERS,
} from './telnyx-paths.ts';
export { TwilioCarrier } from './twilio.ts';
export { carrierStatusOf, fromE164 } from './twilio-numbers.ts';
export { TWILIO_CALLBACK_FIELDS, TWILIO_PATHS } from './twilio-paths.ts';
export { emptyTwiml, hangUpTwiml, rejectTwiml, TWIML_CONTENT_TYPE, voicemailTwiml } from './twilio-twiml.ts';
export * from './types.ts';

/**
 * The carrier of the configuration: Twilio or Telnyx when CARRIER names it, otherwise the embedded one, whose
 * stock is the inventory and which delivers between numbers of this service in-process.
 */
export function createCarrier(
  config: Pick<Config, 'carrier' | 'appSecret'>,
  isLocal: LocalNumberCheck,
  inventory?: InventorySearch,
): CarrierGateway {
  if (config.carrier.kind === 'twilio') return new TwilioCarrier(config.carrier, config.appSecret);
  if (config.carrier.kind === 'telnyx') return new TelnyxCarrier(config.carrier, config.appSecret);
  return new EmbeddedCarrier(isLocal, inventory);
}
