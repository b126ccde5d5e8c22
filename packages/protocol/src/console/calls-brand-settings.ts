import {
  consoleBrandSettingsDataSchema,
  consoleBrandSettingsQuerySchema,
  consoleBrandSettingsSaveBodySchema,
} from './brand-settings.ts';
import type { ConsoleCallSpec } from './call-spec.ts';

/** The console's brand settings calls (name, tabs, language, money, colours, legal pages), spread into consoleCalls. */
export const consoleBrandSettingsCalls = {
  consoleBrandSettings: {
    method: 'GET',
    path: '/catalogue/brands',
    auth: 'operator',
    permission: 'catalogue.read',
    query: consoleBrandSettingsQuerySchema,
    data: consoleBrandSettingsDataSchema,
  },
  /** Every node's pages, manifests, mails and sentences use the new settings. */
  consoleBrandSettingsSave: {
    method: 'POST',
    path: '/catalogue/brands/save',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleBrandSettingsSaveBodySchema,
    data: consoleBrandSettingsDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
