import type { SentenceEntry } from './sentence-entry.ts';

/**
 * The operator console's number inventory: import rows refused, releases, restores and gifts refused,
 * the verification pool's additions and removals refused.
 */
export const consoleNumberSentences = {
  importTooManyRows: {
    en: 'A file can hold at most {max} numbers; this one has {count}. Split it and import each part.',
    zh: '一个文件最多包含 {max} 个号码，此文件有 {count} 个。请拆分后分别导入。',
  },
  importColumnsMissing: {
    en: 'The first line must name the columns number, country, area code, type and capabilities.',
    zh: '第一行必须列出以下列名：number、country、area_code、type、capabilities。',
  },
  importNoRows: { en: 'The file holds no numbers.', zh: '文件中没有号码。' },
  importNumberInvalid: {
    en: '“{value}” is not a full international number (the country code, then the number).',
    zh: '“{value}”不是完整的国际号码（国家代码加号码）。',
  },
  importCountryUnknown: {
    en: 'The country “{value}” is not one the service has numbers in ({countries}).',
    zh: '国家“{value}”不在本服务提供号码的国家之列（{countries}）。',
  },
  importCallingCode: {
    en: 'The number does not start with the calling code of {country} ({code}).',
    zh: '该号码不是以 {country} 的国家代码（{code}）开头。',
  },
  importTypeUnknown: {
    en: 'The type “{value}” is not one of local, mobile and tollFree.',
    zh: '类型“{value}”不是 local、mobile 或 tollFree 之一。',
  },
  importTypeNotForCountry: {
    en: '{country} numbers cannot be of the type {type}.',
    zh: '{country} 的号码不能是 {type} 类型。',
  },
  importAreaCodeNeeded: {
    en: 'The area code must be the three digits after the calling code ({expected}).',
    zh: '区号必须是国家代码后的三位数字（{expected}）。',
  },
  importAreaCodeNone: {
    en: '{country} numbers have no area code here; leave it empty.',
    zh: '{country} 的号码在此没有区号，请留空。',
  },
  importCapabilitiesUnknown: {
    en: 'Capabilities are sms, mms and voice, separated by “;” (“{value}” is not one).',
    zh: '功能只能是 sms、mms、voice，用“;”分隔（“{value}”不是其中之一）。',
  },
  importCapabilitiesNone: {
    en: 'Name at least one capability: sms, mms or voice.',
    zh: '请至少填写一项功能：sms、mms 或 voice。',
  },
  importRegionTooLong: {
    en: 'The region can be at most {max} characters long.',
    zh: '地区最多 {max} 个字符。',
  },
  importRepeated: { en: 'The same number is already on line {line}.', zh: '同一号码已出现在第 {line} 行。' },
  consoleNumberUnknown: {
    en: '{number} is not in the inventory. Search again.',
    zh: '号码 {number} 不在号码库中，请重新搜索。',
  },
  consoleNumberNotAssigned: {
    en: '{number} is not assigned to anyone, so there is nothing to release.',
    zh: '号码 {number} 未分配给任何人，无需释放。',
  },
  consoleNumberNotQuarantined: {
    en: '{number} is not in quarantine.',
    zh: '号码 {number} 不在隔离期内。',
  },
  consoleAssignNotAvailable: {
    en: '{number} is not on offer, so it cannot be given to a user. Choose an available number.',
    zh: '号码 {number} 不可用，无法分配给用户。请选择可用的号码。',
  },
  consoleAssignUserUnknown: {
    en: 'No user has this email or account id. Check it on the user’s page.',
    zh: '没有用户使用此邮箱或账号 ID，请在用户页面核对。',
  },
  consoleAssignUserAmbiguous: {
    en: 'Users of several brands have this email. Give the account id from the user’s page.',
    zh: '多个品牌的用户使用此邮箱，请填写用户页面上的账号 ID。',
  },
  consoleAssignUserInactive: {
    en: 'This user is suspended or deleted, so no number can be given to them.',
    zh: '该用户已被停用或删除，无法为其分配号码。',
  },
  consoleAssignPlanNotSold: {
    en: 'The user’s brand does not sell this plan for {number}. Choose one of that brand’s plans.',
    zh: '该用户所属品牌不为号码 {number} 提供此套餐，请选择该品牌的套餐。',
  },
  codePoolNotAvailable: {
    en: '{number} is not on offer in the inventory, so it cannot join the verification pool.',
    zh: '号码 {number} 在号码库中不可用，无法加入验证号码池。',
  },
  codePoolCountry: {
    en: 'The verification service has no numbers in {country}, so {number} cannot join its pool.',
    zh: '验证服务不提供 {country} 的号码，因此号码 {number} 无法加入号码池。',
  },
  codePoolAlready: {
    en: '{number} is already in the verification pool.',
    zh: '号码 {number} 已在验证号码池中。',
  },
  codePoolNotIn: {
    en: '{number} is not in the verification pool.',
    zh: '号码 {number} 不在验证号码池中。',
  },
  codePoolLocked: {
    en: 'An app holds {number} now. Take it out of the pool once that lock has ended.',
    zh: '号码 {number} 正被某个应用占用，请在占用结束后再移出号码池。',
  },
} satisfies Record<string, SentenceEntry>;
