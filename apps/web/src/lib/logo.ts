/** A data: URL for a brand's inline SVG logo, usable in img and favicon links. */
export function logoDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
