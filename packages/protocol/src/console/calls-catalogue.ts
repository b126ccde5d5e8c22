import { emptyDataSchema } from '../envelope.ts';
import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consoleBannerCreateBodySchema,
  consoleBannerDataSchema,
  consoleBannerDeleteBodySchema,
  consoleBannerMoveBodySchema,
  consoleBannersDataSchema,
  consoleBannerUpdateBodySchema,
  consoleRatesDataSchema,
  consoleRatesQuerySchema,
  consoleRateUpdateBodySchema,
  consoleRateUpdateDataSchema,
} from './catalogue.ts';

/** The console's catalogue calls (SMS/MMS rates, banner ads), spread into consoleCalls. */
export const consoleCatalogueCalls = {
  consoleRates: {
    method: 'GET',
    path: '/catalogue/rates',
    auth: 'operator',
    permission: 'catalogue.read',
    query: consoleRatesQuerySchema,
    data: consoleRatesDataSchema,
  },
  /** The next send of every node prices by the new amounts. */
  consoleRateUpdate: {
    method: 'POST',
    path: '/catalogue/rates/update',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleRateUpdateBodySchema,
    data: consoleRateUpdateDataSchema,
  },
  consoleBanners: {
    method: 'GET',
    path: '/catalogue/banners',
    auth: 'operator',
    permission: 'catalogue.read',
    data: consoleBannersDataSchema,
  },
  consoleBannerCreate: {
    method: 'POST',
    path: '/catalogue/banners',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleBannerCreateBodySchema,
    data: consoleBannerDataSchema,
  },
  /** Also how a banner is deactivated: `active: false` keeps it in the list, off every page. */
  consoleBannerUpdate: {
    method: 'POST',
    path: '/catalogue/banners/update',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleBannerUpdateBodySchema,
    data: consoleBannerDataSchema,
  },
  consoleBannerDelete: {
    method: 'POST',
    path: '/catalogue/banners/delete',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleBannerDeleteBodySchema,
    data: emptyDataSchema,
  },
  /** Swaps the banner with its neighbour in the order. */
  consoleBannerMove: {
    method: 'POST',
    path: '/catalogue/banners/move',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleBannerMoveBodySchema,
    data: consoleBannersDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
