import {
  type SimpleIcon,
  siAirbnb,
  siAlipay,
  siApple,
  siBinance,
  siCoinbase,
  siDiscord,
  siDoordash,
  siEbay,
  siFacebook,
  siGoogle,
  siInstagram,
  siKakaotalk,
  siLine,
  siLyft,
  siNaver,
  siNetflix,
  siPaypal,
  siPinterest,
  siReddit,
  siShopee,
  siSignal,
  siSnapchat,
  siSpotify,
  siSteam,
  siTaobao,
  siTelegram,
  siTiktok,
  siTinder,
  siTwitch,
  siUber,
  siViber,
  siWechat,
  siWhatsapp,
  siX,
} from 'simple-icons';

// Only the icons named here end up in the bundle (simple-icons is tree-shaken by name). Apps the
// package has no icon for (some brands asked for removal) get a lettered avatar instead.
const ICONS: Readonly<Record<string, SimpleIcon>> = {
  airbnb: siAirbnb,
  alipay: siAlipay,
  apple: siApple,
  binance: siBinance,
  coinbase: siCoinbase,
  discord: siDiscord,
  doordash: siDoordash,
  ebay: siEbay,
  facebook: siFacebook,
  google: siGoogle,
  instagram: siInstagram,
  kakaotalk: siKakaotalk,
  line: siLine,
  lyft: siLyft,
  naver: siNaver,
  netflix: siNetflix,
  paypal: siPaypal,
  pinterest: siPinterest,
  reddit: siReddit,
  shopee: siShopee,
  signal: siSignal,
  snapchat: siSnapchat,
  spotify: siSpotify,
  steam: siSteam,
  taobao: siTaobao,
  telegram: siTelegram,
  tiktok: siTiktok,
  tinder: siTinder,
  twitch: siTwitch,
  twitter: siX,
  uber: siUber,
  viber: siViber,
  wechat: siWechat,
  whatsapp: siWhatsapp,
  x: siX,
};

/** The icon of a catalogue app id (ids are the catalogue's, e.g. "twitter" is X); undefined when none. */
export function appIcon(appId: string): SimpleIcon | undefined {
  return ICONS[appId.toLowerCase()];
}

/** A stable colour for an app without an icon, derived from its name so it never changes between visits. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  // Mid lightness and saturation keep white letters readable (contrast) whatever the hue.
  return `hsl(${hash % 360} 55% 38%)`;
}

/** The avatar's letter: the name's first letter or character, upper-cased. */
export function avatarLetter(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  return first.toUpperCase();
}
