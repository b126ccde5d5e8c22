import { type AdConfigData, adBannerSchema } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';

/**
 * The banners come from the operator's environment: ADS_JSON holds a JSON array of
 * { imageUrl, linkUrl, alt, popup? } (popup: also in the banner-ad dialog). Unset means no banners.
 * A malformed value throws at startup, so a typo is seen at deploy time and not as a silently
 * empty banner slot.
 */
export function adsFromEnv(env: NodeJS.ProcessEnv = process.env): AdConfigData {
  const raw = env.ADS_JSON?.trim();
  if (raw === undefined || raw === '') return { banners: [] };
  const parsed = adBannerSchema.array().safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`ADS_JSON: ${parsed.error.message}`);
  return { banners: parsed.data };
}

/** getAdConfig: the configured banners; public, shown before and after sign-in. */
export const adRoutes: FastifyPluginAsync<{ ads: AdConfigData }> = async (app, { ads }) => {
  registerCall(app, 'getAdConfig', () => ads);
};
