/**
 * Code variant (JS/TS) and code styling preferences: their values, defaults and the choice at start
 * (docs/product-rules.md#code-variant-and-styling; cookies in
 * docs/product-rules.md#preferences-and-storage-keys).
 */
import { safeDecode } from './safeDecode';

export const CODE_VARIANTS = ['JS', 'TS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** The value itself if it is exactly `JS` or `TS`, else null. */
export function parseCodeVariant(value: unknown): CodeVariant | null {
  return (CODE_VARIANTS as readonly unknown[]).includes(value) ? (value as CodeVariant) : null;
}

/** The value itself if it is exactly `system`, `tailwind` or `css`, else null. */
export function parseCodeStyling(value: unknown): CodeStyling | null {
  return (CODE_STYLINGS as readonly unknown[]).includes(value) ? (value as CodeStyling) : null;
}

function normalizeHash(hash: string): string {
  return safeDecode(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** A hash ending in `.js` selects JS, one ending in `.tsx` selects TS. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  const text = normalizeHash(hash);
  if (text.endsWith('.js')) {
    return 'JS';
  }
  if (text.endsWith('.tsx')) {
    return 'TS';
  }
  return null;
}

/**
 * A hash containing `tailwind-`, `css-` or `system-` selects that styling;
 * when several occur, the one that starts earliest wins.
 */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  const text = normalizeHash(hash);
  let best: { styling: CodeStyling; index: number } | null = null;
  for (const styling of CODE_STYLINGS) {
    const index = text.indexOf(`${styling}-`);
    if (index !== -1 && (best === null || index < best.index)) {
      best = { styling, index };
    }
  }
  return best?.styling ?? null;
}

/**
 * Where the start-up preference comes from: `hash` is the URL hash and
 * `cookie` the saved cookie's value (undefined when there is none).
 */
export interface PreferenceSources {
  hash: string;
  cookie: string | undefined;
}

/** The URL hash first, else a valid saved cookie, else TS. */
export function initialCodeVariant({ hash, cookie }: PreferenceSources): CodeVariant {
  return codeVariantFromHash(hash) ?? parseCodeVariant(cookie) ?? DEFAULT_CODE_VARIANT;
}

/** The URL hash first, else a valid saved cookie, else system. */
export function initialCodeStyling({ hash, cookie }: PreferenceSources): CodeStyling {
  return codeStylingFromHash(hash) ?? parseCodeStyling(cookie) ?? DEFAULT_CODE_STYLING;
}
