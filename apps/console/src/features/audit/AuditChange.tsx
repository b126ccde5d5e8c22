import Box from '@mui/material/Box';
import {
  type AuditEntry,
  type AuditChange as Change,
  formatLineNumber,
  formatMoney,
} from '@switchboard/protocol';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../lib/format.ts';
import { LANGUAGE_NAMES } from '../../lib/language.ts';

type Field = keyof Change;
type AuditT = TFunction<['audit', 'users', 'reviews', 'common']>;
/** How a recorded value reads; undefined when it says nothing worth a line. */
type Reader<F extends Field> = (value: NonNullable<Change[F]>, t: AuditT) => string | undefined;

/** Counts read as whole phrases ("2 sessions ended"), plural-aware, without a label before them. */
const COUNTS = ['sessions', 'sessionsEnded', 'cancelledOrders', 'imported', 'present', 'badLines'] as const;
type CountField = (typeof COUNTS)[number];
const isCount = (field: Field): field is CountField => (COUNTS as readonly Field[]).includes(field);

const asIs = (value: string) => value;
const money = (amount: number) => formatMoney(amount, 4);
const counted =
  (field: CountField): Reader<CountField> =>
  (value, t) =>
    t(`counts.${field}`, { count: value });

/**
 * Every field an action may record, in the order the lines name them, and how each reads. A review's
 * stored status is left out: the action already says what was decided.
 */
const READERS: { [F in Field]-?: Reader<F> } = {
  kind: (kind, t) => t(`reviews:kinds.${kind}`),
  number: formatLineNumber,
  state: (state, t) => t(`inventoryStates.${state}`),
  status: (status, t) => (typeof status === 'string' ? t(`users:status.${status}`) : undefined),
  orderStatus: (status, t) => t(`users:paymentStatuses.${status}`),
  smsSegment: money,
  mms: (amount, t) => (amount === null ? t('catalogue.noMms') : money(amount)),
  brand: (brand, t) =>
    brand === null
      ? t('catalogue.allBrands')
      : brandName(brand, i18next.language === 'zh-CN' ? 'zh-CN' : 'en'),
  imageUrl: asIs,
  linkUrl: asIs,
  alt: asIs,
  popup: (popup, t) => t(popup ? 'catalogue.yes' : 'catalogue.no'),
  active: (active, t) => t(active ? 'catalogue.yes' : 'catalogue.no'),
  // Shown from 1, as people count places.
  position: (position) => String(position + 1),
  reason: (reason) => (reason === '' ? undefined : reason),
  email: asIs,
  role: (role, t) => t(`common:roles.${role}`),
  disabled: (disabled, t) => t(disabled ? 'operatorStates.disabled' : 'operatorStates.active'),
  balance: money,
  amount: (amount) => `${amount > 0 ? '+' : ''}${money(amount)}`,
  forfeited: money,
  releasedNumbers: (numbers, t) =>
    numbers.length === 0 ? t('none') : numbers.map(formatLineNumber).join(', '),
  sessions: counted('sessions'),
  sessionsEnded: counted('sessionsEnded'),
  cancelledOrders: counted('cancelledOrders'),
  imported: counted('imported'),
  present: counted('present'),
  badLines: counted('badLines'),
  planId: asIs,
  inCodePool: (inPool, t) => t(inPool ? 'codePool.in' : 'codePool.out'),
  orderId: asIs,
  accountId: asIs,
  requestId: asIs,
  sessionId: asIs,
  tiles: (tiles) =>
    tiles
      .map((tile) => (tile.gift > 0 ? `${money(tile.amount)} (+${money(tile.gift)})` : money(tile.amount)))
      .join(', '),
  // Shown from 1, as people count places.
  defaultTile: (index) => String(index + 1),
  customMin: money,
  customMax: money,
  customDefault: money,
  popularGiftPercent: (percent) => `${percent}%`,
  planRent: money,
  onSale: (onSale, t) => t(onSale ? 'catalogue.yes' : 'catalogue.no'),
  nameEn: asIs,
  nameZh: asIs,
  sort: String,
  enabled: (enabled, t) => t(enabled ? 'catalogue.yes' : 'catalogue.no'),
  // Null (recorded as such) reads as none: the app led nowhere.
  redirectTo: (target, t) => (target === null ? t('none') : target),
  country: asIs,
  codeRate: (amount, t) => (amount === null ? t('none') : money(amount)),
  subRent: (amount, t) => (amount === null ? t('none') : money(amount)),
  carrier: asIs,
  carrierRef: asIs,
  supportEmail: asIs,
  tabs: (tabs, t) => tabs.map((tab) => t(`common:brandTabs.${tab}`)).join(', '),
  defaultTab: (tab, t) => t(`common:brandTabs.${tab}`),
  // Each language in its own name, as the brand's users and the settings tab name it.
  defaultLanguage: (language) => LANGUAGE_NAMES[language],
  currencyUnitEn: asIs,
  currencyUnitZh: asIs,
  // An empty symbol writes the unit after the amount: there is none, not a blank to read.
  currencySymbol: (symbol, t) => (symbol === '' ? t('none') : symbol),
  currencyDecimals: String,
  colorPrimary: asIs,
  colorSecondary: asIs,
  colorSidebar: asIs,
  colorSidebarIcon: asIs,
  termsUrl: asIs,
  privacyUrl: asIs,
};

function read(field: Field, change: Change | null, t: AuditT): string | undefined {
  const value = change?.[field];
  // READERS[field] reads exactly this field's values; the lookup by a field of the union loses that.
  const reader = READERS[field] as (value: unknown, t: AuditT) => string | undefined;
  return value === undefined ? undefined : reader(value, t);
}

/** The lines of an entry's change: "Label: before → after", or what only one side recorded. */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>, t: AuditT): string[] {
  return (Object.keys(READERS) as Field[]).flatMap((field) => {
    const before = read(field, entry.before, t);
    const after = read(field, entry.after, t);
    const shown =
      before !== undefined && after !== undefined && before !== after
        ? `${before} → ${after}`
        : (after ?? before);
    if (shown === undefined) return [];
    return isCount(field) ? [shown] : [t('fieldLine', { label: t(`fields.${field}`), value: shown })];
  });
}

/** What an audit entry changed, one line a field, in the operator's language. */
export function AuditChange({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation(['audit', 'users', 'reviews', 'common']);
  const lines = changeLines(entry, t);
  return (
    <Box component="ul" sx={{ m: 0, p: 0, py: 0.5, listStyle: 'none', overflowWrap: 'anywhere' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}
