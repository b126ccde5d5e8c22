import {
  type BrandId,
  brands,
  type ConsoleBrandSettingsSaveBody,
  type ConsoleCallData,
  fieldsOfSettings,
  settingsOfBrand,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { consoleCall } from './console.ts';

/** The save body of a brand's code values, changed by `changes`, with a reason. */
export function brandSettingsBody(
  brand: BrandId,
  changes: Partial<ConsoleBrandSettingsSaveBody> = {},
): ConsoleBrandSettingsSaveBody {
  return { brand, ...fieldsOfSettings(settingsOfBrand(brands[brand])), reason: 'rebrand', ...changes };
}

/** consoleBrandSettings: a brand's settings as the console reads them. */
export function readBrandSettings(app: FastifyInstance, token: string, brand: BrandId) {
  return consoleCall<ConsoleCallData<'consoleBrandSettings'>>(app, 'consoleBrandSettings', {
    token,
    query: { brand },
  });
}

/** consoleBrandSettingsSave with the brand's code values changed by `changes`. */
export function saveBrandSettings(
  app: FastifyInstance,
  token: string,
  brand: BrandId,
  changes: Partial<ConsoleBrandSettingsSaveBody> = {},
  language: 'en' | 'zh_cn' = 'en',
) {
  return consoleCall<ConsoleCallData<'consoleBrandSettingsSave'>>(app, 'consoleBrandSettingsSave', {
    token,
    language,
    body: brandSettingsBody(brand, changes),
  });
}
