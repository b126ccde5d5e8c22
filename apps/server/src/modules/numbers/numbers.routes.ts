import type { FastifyPluginAsync } from 'fastify';
import type { AvailableNumber, NumberSearch } from '../../adapters/carrier/index.ts';
import { registerCall } from '../../plugins/calls.ts';
import type { CallSettingsService } from './call-settings.service.ts';
import { searchOffered } from './numbers.search.ts';
import type { NumberService } from './numbers.service.ts';

/** What the number routes use. */
export interface NumberRouteDeps {
  numbers: NumberService;
  callSettings: CallSettingsService;
  /**
   * The service's own stock: free numbers of the inventory. Whatever the carrier, people rent only
   * what the inventory holds (imported, or bought from the carrier in the console), so every number
   * offered can be rented and routes to this service.
   */
  stock: (query: NumberSearch) => Promise<AvailableNumber[]>;
}

/** The number list, the area-code tree, number search and the call settings; always the caller's own. */
export const numberRoutes: FastifyPluginAsync<NumberRouteDeps> = async (app, deps) => {
  const { numbers, callSettings, stock } = deps;
  registerCall(app, 'getVirtualPhoneList', ({ session, language }) =>
    numbers.virtualPhoneList(session.accountId, session.brand, language),
  );
  registerCall(app, 'getAreaCodeV2', ({ session, language }) => numbers.areaTree(session.brand, language));
  registerCall(app, 'getVirtualPhoneByAreaCode', ({ session, query, language }) =>
    searchOffered(stock, session.brand, query, language),
  );
  registerCall(app, 'setForward', ({ session, body }) =>
    callSettings.setForward(session.accountId, body.forward === 1),
  );
  registerCall(app, 'setVoicemail', ({ session, body }) =>
    callSettings.setVoicemail(session.accountId, body.voicemail === 1),
  );
};
