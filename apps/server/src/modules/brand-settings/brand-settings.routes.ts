import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleBrandSettingsService } from './console-brand-settings.service.ts';

/** The console's brand settings: a brand's name, tabs, language, money, colours and legal pages. */
export const consoleBrandSettingsRoutes: FastifyPluginAsync<{
  brandSettings: ConsoleBrandSettingsService;
}> = async (app, { brandSettings }) => {
  registerConsoleCall(app, 'consoleBrandSettings', ({ query }) => brandSettings.read(query.brand));
  registerConsoleCall(app, 'consoleBrandSettingsSave', ({ operator, body }) =>
    brandSettings.save(operator.operatorId, body),
  );
};
