import type { Kysely } from 'kysely';

/**
 * The verification-code apps as data: names in English and Chinese, order, on/off and the
 * redirection of one app's selection to another entry, and each app's fees per pool country. The
 * console edits them; every user-facing call reads them. Seeded with the values the service had in
 * code, so nothing a user sees changes until an operator edits.
 */

/** [id, English name, Chinese name (null: the English spelling), fee tier] in list order. */
const APPS: readonly [string, string, string | null, 1 | 2 | 3][] = [
  ['whatsapp', 'WhatsApp', null, 1],
  ['telegram', 'Telegram', null, 1],
  ['google', 'Google', '谷歌', 1],
  ['facebook', 'Facebook', null, 1],
  ['instagram', 'Instagram', null, 1],
  ['tiktok', 'TikTok', null, 1],
  ['wechat', 'WeChat', '微信', 1],
  ['twitter', 'Twitter / X', null, 1],
  ['microsoft', 'Microsoft', '微软', 2],
  ['amazon', 'Amazon', '亚马逊', 2],
  ['apple', 'Apple', '苹果', 2],
  ['discord', 'Discord', null, 2],
  ['uber', 'Uber', null, 2],
  ['paypal', 'PayPal', null, 1],
  ['signal', 'Signal', null, 2],
  ['snapchat', 'Snapchat', null, 2],
  ['linkedin', 'LinkedIn', null, 2],
  ['netflix', 'Netflix', null, 2],
  ['spotify', 'Spotify', null, 3],
  ['airbnb', 'Airbnb', null, 2],
  ['ebay', 'eBay', null, 2],
  ['yahoo', 'Yahoo', '雅虎', 3],
  ['line', 'LINE', null, 2],
  ['viber', 'Viber', null, 3],
  ['tinder', 'Tinder', null, 2],
  ['bumble', 'Bumble', null, 3],
  ['lyft', 'Lyft', null, 3],
  ['doordash', 'DoorDash', null, 3],
  ['steam', 'Steam', null, 2],
  ['twitch', 'Twitch', null, 3],
  ['reddit', 'Reddit', null, 3],
  ['pinterest', 'Pinterest', null, 3],
  ['openai', 'OpenAI', null, 1],
  ['coinbase', 'Coinbase', null, 1],
  ['binance', 'Binance', null, 1],
  ['alipay', 'Alipay', '支付宝', 2],
  ['taobao', 'Taobao', '淘宝', 3],
  ['shopee', 'Shopee', null, 3],
  ['yandex', 'Yandex', null, 3],
  ['naver', 'Naver', null, 3],
  ['kakaotalk', 'KakaoTalk', null, 3],
  ['other', 'Other', '其他', 3],
];

/** Dollars per code and per month by tier, and the pool countries' multipliers, as they were. */
const TIERS = { 1: [0.5, 5], 2: [0.3, 4], 3: [0.2, 3] } as const;
const COUNTRY_FACTORS: readonly [string, number][] = [
  ['US', 1],
  ['CA', 1],
  ['GB', 1.2],
  ['AU', 1.2],
];

/** Whole cents in ten-thousandths, rounded as the fees were. */
const tenThousandths = (dollars: number, factor: number) =>
  Math.round(Math.round(dollars * factor * 100) * 100);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_apps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    // 0: not offered for new numbers; rentals and history keep naming it.
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    // Another app's id: choosing this app gets that one's numbers and fees (spec 001 redirections).
    .addColumn('redirect_to', 'text')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('code_app_fees')
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    // Ten-thousandths of a dollar (pingme's Coin alike); cloudnumber's cloud coin is derived.
    .addColumn('code_rate', 'bigint', (col) => col.notNull())
    .addColumn('sub_rent', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('code_app_fees_pk', ['app', 'country'])
    .execute();

  const now = Date.now();
  const apps = APPS.map(([id, nameEn, nameZh], index) => ({
    id,
    name_en: nameEn,
    name_zh: nameZh ?? nameEn,
    sort: (index + 1) * 10,
    enabled: 1,
    redirect_to: null,
    updated_at: now,
  }));
  const fees = APPS.flatMap(([id, , , tier]) =>
    COUNTRY_FACTORS.map(([country, factor]) => ({
      app: id,
      country,
      code_rate: tenThousandths(TIERS[tier][0], factor),
      sub_rent: tenThousandths(TIERS[tier][1], factor),
      updated_at: now,
    })),
  );
  const into = db as Kysely<Record<string, Record<string, unknown>>>;
  await into.insertInto('code_apps').values(apps).execute();
  await into.insertInto('code_app_fees').values(fees).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_app_fees').ifExists().execute();
  await db.schema.dropTable('code_apps').ifExists().execute();
}
