import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as chats from './0002_chats.ts';
import * as voicemailTranscripts from './0003_voicemail_transcripts.ts';
import * as contacts from './0004_contacts.ts';
import * as payments from './0005_payments.ts';
import * as paymentRefusals from './0006_payment_refusals.ts';
import * as profiles from './0007_profiles.ts';
import * as verificationCodes from './0008_verification_codes.ts';
import * as invites from './0009_invites.ts';
import * as subscriptions from './0010_subscriptions.ts';
import * as codeNumbers from './0011_code_numbers.ts';
import * as mediaBlobs from './0012_media_blobs.ts';
import * as shortLived from './0013_short_lived.ts';
import * as shortLivedCodes from './0014_short_lived_codes.ts';
import * as reviewReasons from './0015_review_reasons.ts';
import * as readMarkers from './0016_read_markers.ts';
import * as tokenRotation from './0017_token_rotation.ts';
import * as subscriptionEvents from './0018_subscription_events.ts';
import * as vipAndInvitePhones from './0019_vip_and_invite_phones.ts';
import * as contactImportKeys from './0020_contact_import_keys.ts';
import * as conversations from './0021_conversations.ts';
import * as messagesByType from './0022_messages_by_type.ts';
import * as fewerMessageIndexes from './0023_fewer_message_indexes.ts';
import * as operators from './0024_operators.ts';
import * as bannerAds from './0025_banner_ads.ts';
import * as codePoolRemoval from './0026_code_pool_removal.ts';
import * as jobRuns from './0027_job_runs.ts';
import * as planPrices from './0028_plan_prices.ts';
import * as codeApps from './0029_code_apps.ts';
import * as rechargeTiles from './0030_recharge_tiles.ts';
import * as transcriptLanguage from './0031_transcript_language.ts';
import * as refundClaims from './0033_refund_claims.ts';
import * as codeRentalsByApp from './0034_code_rentals_by_app.ts';
import * as conversationActions from './0035_conversation_actions.ts';
import * as messageSearch from './0036_message_search.ts';
import * as codeAppFavourites from './0037_code_app_favourites.ts';
import * as pushSubscriptions from './0038_push_subscriptions.ts';
import * as brandSettings from './0039_brand_settings.ts';
import * as carrierNumbers from './0040_carrier_numbers.ts';

/** Every migration in order; a static list so bundling or a missing folder cannot skip one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_chats': chats,
  '0003_voicemail_transcripts': voicemailTranscripts,
  '0004_contacts': contacts,
  '0005_payments': payments,
  '0006_payment_refusals': paymentRefusals,
  '0007_profiles': profiles,
  '0008_verification_codes': verificationCodes,
  '0009_invites': invites,
  '0010_subscriptions': subscriptions,
  '0011_code_numbers': codeNumbers,
  '0012_media_blobs': mediaBlobs,
  '0013_short_lived': shortLived,
  '0014_short_lived_codes': shortLivedCodes,
  '0015_review_reasons': reviewReasons,
  '0016_read_markers': readMarkers,
  '0017_token_rotation': tokenRotation,
  '0018_subscription_events': subscriptionEvents,
  '0019_vip_and_invite_phones': vipAndInvitePhones,
  '0020_contact_import_keys': contactImportKeys,
  '0021_conversations': conversations,
  '0022_messages_by_type': messagesByType,
  '0023_fewer_message_indexes': fewerMessageIndexes,
  '0024_operators': operators,
  '0025_banner_ads': bannerAds,
  '0026_code_pool_removal': codePoolRemoval,
  '0027_job_runs': jobRuns,
  '0028_plan_prices': planPrices,
  '0029_code_apps': codeApps,
  '0030_recharge_tiles': rechargeTiles,
  '0031_transcript_language': transcriptLanguage,
  '0033_refund_claims': refundClaims,
  '0034_code_rentals_by_app': codeRentalsByApp,
  '0035_conversation_actions': conversationActions,
  '0036_message_search': messageSearch,
  '0037_code_app_favourites': codeAppFavourites,
  '0038_push_subscriptions': pushSubscriptions,
  '0039_brand_settings': brandSettings,
  '0040_carrier_numbers': carrierNumbers,
};
