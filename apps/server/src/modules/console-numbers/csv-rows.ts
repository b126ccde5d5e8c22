import { CONSOLE_NUMBER_IMPORT_MAX_ROWS, Retcode } from '@switchboard/protocol';
import Papa from 'papaparse';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import { COUNTRY_CALLING_CODES, kindOf } from '../numbers/index.ts';

/** A row of an import that passed every check: what the inventory stores of it. */
export interface ImportEntry {
  /** Its line in the file (the header is line 1). */
  line: number;
  telCode: string;
  phone: string;
  fullNumber: string;
  country: string;
  tollFree: boolean;
  areaCode: string | null;
  region: string | null;
  /** Whether it may send messages at once (sms among its capabilities; toll-free numbers wait for registration). */
  messaging: boolean;
}

/** A row refused, with the sentence that says why. */
export interface RefusedRow {
  line: number;
  sentence: Sentence;
}

const COLUMNS = ['number', 'country', 'areacode', 'type', 'capabilities'] as const;
const CAPABILITIES = ['sms', 'mms', 'voice'];
const REGION_MAX = 100;
/** Countries whose numbers carry a three-digit area code right after the calling code. */
const AREA_CODE_COUNTRIES = ['US', 'CA'];

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

type Row = Record<string, string | undefined>;

/** Checks one row; the entry, or the sentence saying what is wrong. */
function checkRow(row: Row, line: number): ImportEntry | Sentence {
  const field = (name: string) => (row[name] ?? '').trim();
  const digits = field('number').replace(/[\s().-]/g, '');
  if (!/^\+?\d{8,15}$/.test(digits)) return say('importNumberInvalid', { value: field('number') });
  const full = digits.replace(/^\+/, '');
  const country = field('country').toUpperCase();
  const telCode = COUNTRY_CALLING_CODES[country];
  if (telCode === undefined)
    return say('importCountryUnknown', {
      value: field('country'),
      countries: Object.keys(COUNTRY_CALLING_CODES).join('/'),
    });
  if (!full.startsWith(telCode)) return say('importCallingCode', { country, code: `+${telCode}` });
  const phone = full.slice(telCode.length);
  const type = field('type');
  if (!['local', 'mobile', 'tollFree'].includes(type)) return say('importTypeUnknown', { value: type });
  const tollFree = type === 'tollFree';
  const offered = tollFree
    ? country === 'US' || country === 'CA'
      ? 'tollFree'
      : undefined
    : kindOf({ country, toll_free: 0 }).type;
  if (offered !== type) return say('importTypeNotForCountry', { country, type });
  const areaCode = field('areacode');
  if (AREA_CODE_COUNTRIES.includes(country) && areaCode !== phone.slice(0, 3))
    return say('importAreaCodeNeeded', { expected: phone.slice(0, 3) });
  if (!AREA_CODE_COUNTRIES.includes(country) && areaCode !== '')
    return say('importAreaCodeNone', { country });
  const capabilities = field('capabilities')
    .toLowerCase()
    .split(/[;|,\s]+/)
    .filter((capability) => capability !== '');
  const unknown = capabilities.find((capability) => !CAPABILITIES.includes(capability));
  if (unknown !== undefined) return say('importCapabilitiesUnknown', { value: unknown });
  if (capabilities.length === 0) return say('importCapabilitiesNone');
  const region = field('region');
  if (region.length > REGION_MAX) return say('importRegionTooLong', { max: REGION_MAX });
  return {
    line,
    telCode,
    phone,
    fullNumber: full,
    country,
    tollFree,
    areaCode: areaCode === '' ? null : areaCode,
    region: region === '' ? null : region,
    messaging: capabilities.includes('sms') && !tollFree,
  };
}

/**
 * Reads an import's CSV text: a header naming number, country, area code, type and capabilities
 * (region optional), then one number a row. The whole file is refused when its header lacks a
 * column, it holds no rows or more than CONSOLE_NUMBER_IMPORT_MAX_ROWS; otherwise each row is either
 * an entry or refused with its line. A number repeated in the file is refused after its first line.
 */
export function readImport(csv: string): { entries: ImportEntry[]; refused: RefusedRow[] } {
  const parsed = Papa.parse<Row>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: headerKey,
  });
  const headers = parsed.meta.fields ?? [];
  if (!COLUMNS.every((column) => headers.includes(column)))
    throw new AppError(Retcode.INVALID_PARAMETER, `csv: header ${headers.join(',')}`, {
      say: say('importColumnsMissing'),
    });
  // Rows keep their index so each maps to its line (header on line 1); blank lines are no rows.
  const rows = parsed.data
    .map((row, index) => ({ row, line: index + 2 }))
    .filter(({ row }) => Object.values(row).some((value) => (value ?? '').trim() !== ''));
  if (rows.length === 0)
    throw new AppError(Retcode.INVALID_PARAMETER, 'csv: no rows', { say: say('importNoRows') });
  if (rows.length > CONSOLE_NUMBER_IMPORT_MAX_ROWS)
    throw new AppError(Retcode.INVALID_PARAMETER, `csv: ${rows.length} rows`, {
      say: say('importTooManyRows', { max: CONSOLE_NUMBER_IMPORT_MAX_ROWS, count: rows.length }),
    });
  const entries: ImportEntry[] = [];
  const refused: RefusedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { row, line } of rows) {
    const checked = checkRow(row, line);
    if ('key' in checked) {
      refused.push({ line, sentence: checked });
      continue;
    }
    const seen = firstLine.get(checked.fullNumber);
    if (seen !== undefined) {
      refused.push({ line, sentence: say('importRepeated', { line: seen }) });
      continue;
    }
    firstLine.set(checked.fullNumber, line);
    entries.push(checked);
  }
  return { entries, refused };
}
