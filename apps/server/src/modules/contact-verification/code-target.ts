/** The stored target of an SMS code: calling code and national number. */
export function phoneTarget(telcode: string, phone: string): string {
  return `${telcode} ${phone}`;
}
