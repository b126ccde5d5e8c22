/** A brand's settings as data: served by every node from the table, edited in the console. */

export { consoleBrandSettingsRoutes } from './brand-settings.routes.ts';
export { BrandSettingsService } from './brand-settings.service.ts';
export { ConsoleBrandSettingsService } from './console-brand-settings.service.ts';
