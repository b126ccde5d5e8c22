import type { UiLanguage } from '@switchboard/protocol';

/**
 * Chinese names of the places the inventory names in English: the states and provinces of the
 * new-number flow's province picker ('NY') and the regions of the free numbers ('New York, NY').
 * A place missing here is shown as the carrier wrote it.
 */
const CHINESE_PLACE_NAMES: Readonly<Record<string, string>> = {
  NY: '纽约州',
  CA: '加利福尼亚州',
  NV: '内华达州',
  ON: '安大略省',
  BC: '不列颠哥伦比亚省',
  'New York, NY': '纽约州纽约',
  'San Francisco, CA': '加利福尼亚州旧金山',
  'Las Vegas, NV': '内华达州拉斯维加斯',
  'Toronto, ON': '安大略省多伦多',
  'Vancouver, BC': '不列颠哥伦比亚省温哥华',
  Beijing: '北京',
};

/** A place of the inventory (a province or a number's region) as shown in the language. */
export function placeName(name: string, language: UiLanguage): string {
  return language === 'zh-CN' ? (CHINESE_PLACE_NAMES[name] ?? name) : name;
}
