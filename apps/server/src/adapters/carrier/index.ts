import { EmbeddedCarrier, type InventorySearch, type LocalNumberCheck } from './embedded.ts';
import type { CarrierGateway } from './types.ts';

export * from './types.ts';

/** The carrier of the configuration; the embedded one until real adapters are configured. */
export function createCarrier(isLocal: LocalNumberCheck, inventory?: InventorySearch): CarrierGateway {
  return new EmbeddedCarrier(isLocal, inventory);
}
