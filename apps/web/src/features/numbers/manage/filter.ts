import type { VirtualPhone } from '@switchboard/protocol';

/** Numbers whose telCode+phone contains the typed text (spaces, plus signs and dashes ignored). */
export function filterNumbers(numbers: VirtualPhone[], text: string): VirtualPhone[] {
  const needle = text.replace(/[\s+\-()]/g, '');
  if (needle === '') return numbers;
  return numbers.filter((number) => `${number.telCode}${number.phone}`.includes(needle));
}

/** The payment date as the list shows it: its first 10 characters (YYYY-MM-DD). */
export function paymentDay(paymentDate: string): string {
  return paymentDate.slice(0, 10);
}
