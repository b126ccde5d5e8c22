/** Browsers in the order to test them: Edge and Opera also name Chrome, and Chrome also names Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** Systems in the order to test them: Android also names Linux, and iOS names "like Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * The browser and system of a user agent, like Chrome and Windows: enough for a person to recognise
 * their own devices in a list; each empty when not recognised. The client words them in its language.
 */
export function describeDevice(userAgent: string): { browser: string; system: string } {
  return { browser: firstMatch(userAgent, BROWSERS) ?? '', system: firstMatch(userAgent, SYSTEMS) ?? '' };
}
