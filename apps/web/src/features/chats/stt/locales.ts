/** A language a voicemail can be transcribed in: a locale code and its names in both languages. */
export interface SttLocale {
  /** Locale such as en-US; '' means automatic detection. */
  code: string;
  /** English name. */
  en: string;
  /** Chinese name. */
  zh: string;
}

// code | English | Chinese; the first entry (empty code) lets the service detect the language.
const TABLE = `|Automatic|自动识别
af-ZA|Afrikaans (South Africa)|南非荷兰语（南非）
am-ET|Amharic (Ethiopia)|阿姆哈拉语（埃塞俄比亚）
ar-AE|Arabic (United Arab Emirates)|阿拉伯语（阿联酋）
ar-BH|Arabic (Bahrain)|阿拉伯语（巴林）
ar-DZ|Arabic (Algeria)|阿拉伯语（阿尔及利亚）
ar-EG|Arabic (Egypt)|阿拉伯语（埃及）
ar-IL|Arabic (Israel)|阿拉伯语（以色列）
ar-IQ|Arabic (Iraq)|阿拉伯语（伊拉克）
ar-JO|Arabic (Jordan)|阿拉伯语（约旦）
ar-KW|Arabic (Kuwait)|阿拉伯语（科威特）
ar-LB|Arabic (Lebanon)|阿拉伯语（黎巴嫩）
ar-MA|Arabic (Morocco)|阿拉伯语（摩洛哥）
ar-OM|Arabic (Oman)|阿拉伯语（阿曼）
ar-PS|Arabic (Palestine)|阿拉伯语（巴勒斯坦）
ar-QA|Arabic (Qatar)|阿拉伯语（卡塔尔）
ar-SA|Arabic (Saudi Arabia)|阿拉伯语（沙特阿拉伯）
ar-TN|Arabic (Tunisia)|阿拉伯语（突尼斯）
az-AZ|Azerbaijani (Azerbaijan)|阿塞拜疆语（阿塞拜疆）
bg-BG|Bulgarian (Bulgaria)|保加利亚语（保加利亚）
bn-BD|Bengali (Bangladesh)|孟加拉语（孟加拉国）
bn-IN|Bengali (India)|孟加拉语（印度）
bs-BA|Bosnian (Bosnia and Herzegovina)|波斯尼亚语（波黑）
ca-ES|Catalan (Spain)|加泰罗尼亚语（西班牙）
cs-CZ|Czech (Czech Republic)|捷克语（捷克）
da-DK|Danish (Denmark)|丹麦语（丹麦）
de-AT|German (Austria)|德语（奥地利）
de-CH|German (Switzerland)|德语（瑞士）
de-DE|German (Germany)|德语（德国）
el-GR|Greek (Greece)|希腊语（希腊）
en-AU|English (Australia)|英语（澳大利亚）
en-CA|English (Canada)|英语（加拿大）
en-GB|English (United Kingdom)|英语（英国）
en-GH|English (Ghana)|英语（加纳）
en-HK|English (Hong Kong)|英语（中国香港）
en-IE|English (Ireland)|英语（爱尔兰）
en-IN|English (India)|英语（印度）
en-KE|English (Kenya)|英语（肯尼亚）
en-NG|English (Nigeria)|英语（尼日利亚）
en-NZ|English (New Zealand)|英语（新西兰）
en-PH|English (Philippines)|英语（菲律宾）
en-PK|English (Pakistan)|英语（巴基斯坦）
en-SG|English (Singapore)|英语（新加坡）
en-TZ|English (Tanzania)|英语（坦桑尼亚）
en-US|English (United States)|英语（美国）
en-ZA|English (South Africa)|英语（南非）
es-AR|Spanish (Argentina)|西班牙语（阿根廷）
es-BO|Spanish (Bolivia)|西班牙语（玻利维亚）
es-CL|Spanish (Chile)|西班牙语（智利）
es-CO|Spanish (Colombia)|西班牙语（哥伦比亚）
es-CR|Spanish (Costa Rica)|西班牙语（哥斯达黎加）
es-DO|Spanish (Dominican Republic)|西班牙语（多米尼加）
es-EC|Spanish (Ecuador)|西班牙语（厄瓜多尔）
es-ES|Spanish (Spain)|西班牙语（西班牙）
es-GT|Spanish (Guatemala)|西班牙语（危地马拉）
es-HN|Spanish (Honduras)|西班牙语（洪都拉斯）
es-MX|Spanish (Mexico)|西班牙语（墨西哥）
es-NI|Spanish (Nicaragua)|西班牙语（尼加拉瓜）
es-PA|Spanish (Panama)|西班牙语（巴拿马）
es-PE|Spanish (Peru)|西班牙语（秘鲁）
es-PR|Spanish (Puerto Rico)|西班牙语（波多黎各）
es-PY|Spanish (Paraguay)|西班牙语（巴拉圭）
es-SV|Spanish (El Salvador)|西班牙语（萨尔瓦多）
es-US|Spanish (United States)|西班牙语（美国）
es-UY|Spanish (Uruguay)|西班牙语（乌拉圭）
es-VE|Spanish (Venezuela)|西班牙语（委内瑞拉）
et-EE|Estonian (Estonia)|爱沙尼亚语（爱沙尼亚）
eu-ES|Basque (Spain)|巴斯克语（西班牙）
fa-IR|Persian (Iran)|波斯语（伊朗）
fi-FI|Finnish (Finland)|芬兰语（芬兰）
fil-PH|Filipino (Philippines)|菲律宾语（菲律宾）
fr-BE|French (Belgium)|法语（比利时）
fr-CA|French (Canada)|法语（加拿大）
fr-CH|French (Switzerland)|法语（瑞士）
fr-FR|French (France)|法语（法国）
gl-ES|Galician (Spain)|加利西亚语（西班牙）
gu-IN|Gujarati (India)|古吉拉特语（印度）
he-IL|Hebrew (Israel)|希伯来语（以色列）
hi-IN|Hindi (India)|印地语（印度）
hr-HR|Croatian (Croatia)|克罗地亚语（克罗地亚）
hu-HU|Hungarian (Hungary)|匈牙利语（匈牙利）
hy-AM|Armenian (Armenia)|亚美尼亚语（亚美尼亚）
id-ID|Indonesian (Indonesia)|印度尼西亚语（印度尼西亚）
is-IS|Icelandic (Iceland)|冰岛语（冰岛）
it-CH|Italian (Switzerland)|意大利语（瑞士）
it-IT|Italian (Italy)|意大利语（意大利）
ja-JP|Japanese (Japan)|日语（日本）
jv-ID|Javanese (Indonesia)|爪哇语（印度尼西亚）
ka-GE|Georgian (Georgia)|格鲁吉亚语（格鲁吉亚）
kk-KZ|Kazakh (Kazakhstan)|哈萨克语（哈萨克斯坦）
km-KH|Khmer (Cambodia)|高棉语（柬埔寨）
kn-IN|Kannada (India)|卡纳达语（印度）
ko-KR|Korean (South Korea)|韩语（韩国）
lo-LA|Lao (Laos)|老挝语（老挝）
lt-LT|Lithuanian (Lithuania)|立陶宛语（立陶宛）
lv-LV|Latvian (Latvia)|拉脱维亚语（拉脱维亚）
mk-MK|Macedonian (North Macedonia)|马其顿语（北马其顿）
ml-IN|Malayalam (India)|马拉雅拉姆语（印度）
mn-MN|Mongolian (Mongolia)|蒙古语（蒙古）
mr-IN|Marathi (India)|马拉地语（印度）
ms-MY|Malay (Malaysia)|马来语（马来西亚）
my-MM|Burmese (Myanmar)|缅甸语（缅甸）
ne-NP|Nepali (Nepal)|尼泊尔语（尼泊尔）
nl-BE|Dutch (Belgium)|荷兰语（比利时）
nl-NL|Dutch (Netherlands)|荷兰语（荷兰）
no-NO|Norwegian Bokmål (Norway)|挪威语（挪威）
pa-Guru-IN|Punjabi (Gurmukhi, India)|旁遮普语（古木基文，印度）
pl-PL|Polish (Poland)|波兰语（波兰）
pt-BR|Portuguese (Brazil)|葡萄牙语（巴西）
pt-PT|Portuguese (Portugal)|葡萄牙语（葡萄牙）
ro-RO|Romanian (Romania)|罗马尼亚语（罗马尼亚）
ru-RU|Russian (Russia)|俄语（俄罗斯）
si-LK|Sinhala (Sri Lanka)|僧伽罗语（斯里兰卡）
sk-SK|Slovak (Slovakia)|斯洛伐克语（斯洛伐克）
sl-SI|Slovenian (Slovenia)|斯洛文尼亚语（斯洛文尼亚）
sq-AL|Albanian (Albania)|阿尔巴尼亚语（阿尔巴尼亚）
sr-RS|Serbian (Serbia)|塞尔维亚语（塞尔维亚）
su-ID|Sundanese (Indonesia)|巽他语（印度尼西亚）
sv-SE|Swedish (Sweden)|瑞典语（瑞典）
sw-KE|Swahili (Kenya)|斯瓦希里语（肯尼亚）
sw-TZ|Swahili (Tanzania)|斯瓦希里语（坦桑尼亚）
ta-IN|Tamil (India)|泰米尔语（印度）
ta-LK|Tamil (Sri Lanka)|泰米尔语（斯里兰卡）
ta-MY|Tamil (Malaysia)|泰米尔语（马来西亚）
ta-SG|Tamil (Singapore)|泰米尔语（新加坡）
te-IN|Telugu (India)|泰卢固语（印度）
th-TH|Thai (Thailand)|泰语（泰国）
tr-TR|Turkish (Turkey)|土耳其语（土耳其）
uk-UA|Ukrainian (Ukraine)|乌克兰语（乌克兰）
ur-IN|Urdu (India)|乌尔都语（印度）
ur-PK|Urdu (Pakistan)|乌尔都语（巴基斯坦）
uz-UZ|Uzbek (Uzbekistan)|乌兹别克语（乌兹别克斯坦）
vi-VN|Vietnamese (Vietnam)|越南语（越南）
yue-Hant-HK|Cantonese (Traditional, Hong Kong)|粤语（繁体，中国香港）
zh-CN|Chinese, Mandarin (Simplified, China)|中文普通话（简体，中国大陆）
zh-HK|Chinese, Cantonese (Hong Kong)|中文粤语（中国香港）
zh-TW|Chinese, Mandarin (Traditional, Taiwan)|中文普通话（繁体，中国台湾）
zu-ZA|Zulu (South Africa)|祖鲁语（南非）`;

/** Transcription languages: automatic first, then about 130 locales, each named in English and Chinese. */
export const sttLocales: readonly SttLocale[] = TABLE.split('\n').map((line) => {
  const [code = '', en = '', zh = ''] = line.split('|');
  return { code, en, zh };
});

/** Locales whose code or either name contains the query (case-insensitive). */
export function searchSttLocales(query: string): readonly SttLocale[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sttLocales;
  return sttLocales.filter((locale) =>
    [locale.code, locale.en, locale.zh].some((value) => value.toLowerCase().includes(needle)),
  );
}
