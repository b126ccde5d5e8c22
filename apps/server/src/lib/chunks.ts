/** `items` in consecutive slices of at most `size` (the last one shorter), e.g. to bound a statement's parameters. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
