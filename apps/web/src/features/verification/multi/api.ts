import { adConfigDataSchema } from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';

// The verification calls live in the shared core (../core/api.ts); only the banner is this section's own.

/** GET /getAdConfig: the banner ads of the right panel. */
export function getAdConfig() {
  return apiRequest('getAdConfig', { schema: adConfigDataSchema });
}
