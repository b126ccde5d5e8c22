/**
 * A carrier connection's name as people read it: the server names it in lower case (twilio,
 * embedded), as its configuration does; shown it is a proper name.
 */
export function carrierName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
