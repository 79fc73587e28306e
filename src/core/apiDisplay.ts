/**
 * The API page display switch: three layouts, expanded first, then the saved or a random one, a
 * bad saved value and a deselect ignored (docs/product-rules.md#api-display). The storage keys `apiPage_<section>`
 * are in src/core/storedPreferences.ts.
 */

export const API_DISPLAY_OPTIONS = ['collapsed', 'expanded', 'table'] as const;
export type ApiDisplayOption = (typeof API_DISPLAY_OPTIONS)[number];

/** Shown on the first render, before any saved value is read. */
export const INITIAL_API_DISPLAY_OPTION: ApiDisplayOption = 'expanded';

export const API_SECTIONS = ['props', 'slots', 'classes', 'css'] as const;
export type ApiSection = (typeof API_SECTIONS)[number];

/** A saved value is accepted only if it is one of the three options. */
export function parseApiDisplayOption(value: unknown): ApiDisplayOption | null {
  return (API_DISPLAY_OPTIONS as readonly unknown[]).includes(value)
    ? (value as ApiDisplayOption)
    : null;
}

/**
 * Search engine and link-preview bots. Generic `bot`, `crawl` and `spider`
 * cover most; the named ones do not contain those words. HeadlessChrome is a
 * browser driven by tests, not a crawler, and matches none of these.
 */
const CRAWLER_PATTERN =
  /bot|crawl|spider|slurp|yandex|baidu|facebookexternalhit|mediapartners-google|lighthouse/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

export interface ApiDisplaySources {
  saved: unknown;
  userAgent: string;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
}

/**
 * The option after the first render: a valid saved value; otherwise expanded
 * for crawlers and a random option for people.
 */
export function resolveApiDisplayOption({
  saved,
  userAgent,
  random,
}: ApiDisplaySources): ApiDisplayOption {
  const savedOption = parseApiDisplayOption(saved);
  if (savedOption !== null) {
    return savedOption;
  }
  if (isCrawler(userAgent)) {
    return 'expanded';
  }
  const draw = random();
  const count = API_DISPLAY_OPTIONS.length;
  const index = Number.isFinite(draw)
    ? Math.min(count - 1, Math.max(0, Math.floor(draw * count)))
    : 0;
  return API_DISPLAY_OPTIONS[index];
}

/** The toggle ignores a deselect (null) and anything that is not an option. */
export function nextApiDisplayOption(
  current: ApiDisplayOption,
  selected: unknown,
): ApiDisplayOption {
  return parseApiDisplayOption(selected) ?? current;
}
