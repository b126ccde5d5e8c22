import { type AdConfigData, adBannerSchema } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { AdService } from './ads.service.ts';

/**
 * The banners ADS_JSON holds: a JSON array of { imageUrl, linkUrl, alt, popup? } (popup: also in the
 * banner-ad dialog). They seed the banner_ads table when it is empty at start; from then on the
 * console edits the table. A malformed value throws at startup, so a typo is seen at deploy time and
 * not as a silently empty banner slot.
 */
export function adsFromEnv(env: NodeJS.ProcessEnv = process.env): AdConfigData {
  const raw = env.ADS_JSON?.trim();
  if (raw === undefined || raw === '') return { banners: [] };
  const parsed = adBannerSchema.array().safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`ADS_JSON: ${parsed.error.message}`);
  return { banners: parsed.data };
}

/** getAdConfig: the active banners of the page's brand; public, shown before and after sign-in. */
export const adRoutes: FastifyPluginAsync<{ ads: AdService }> = async (app, { ads }) => {
  registerCall(app, 'getAdConfig', ({ request }) => ads.adConfig(request.pageBrand));
};
