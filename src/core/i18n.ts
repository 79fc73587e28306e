/**
 * Translation lookup: keys are dotted paths into nested translation objects; a missing language
 * or translation logs the messages of docs/product-rules.md#error-messages.
 *
 * Keys are split on `.` only, so a segment may contain `/`
 * (`pages./material-ui/react-button`) but never a dot: a dot always
 * separates two segments.
 */

export type TranslationResource = { [key: string]: string | TranslationResource };

export type TranslationResources = Partial<Record<string, TranslationResource>>;

/** Shown in place of any text when the current language has no resources. */
export const MISSING_LANGUAGE_TEXT = '…';

/** Text at a dotted key, or undefined when the key is missing or names a group. */
export function getByPath(
  resource: TranslationResource | undefined,
  dottedKey: string,
): string | undefined {
  let node: string | TranslationResource | undefined = resource;
  for (const segment of dottedKey.split('.')) {
    if (typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) {
      return undefined;
    }
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

export interface TranslateOptions {
  /** Do not log a missing translation. */
  ignoreWarning?: boolean;
}

export interface Translator {
  /** The text, English when missing, the key itself when English lacks it too, `…` without resources. */
  t(key: string, options?: TranslateOptions): string;
  /** Like `t`, but undefined where `t` would show the key or `…`. */
  lookup(key: string, options?: TranslateOptions): string | undefined;
}

export interface TranslatorConfig {
  language: string;
  /**
   * The resources, or a function that returns them as they are at each lookup: resources that grow
   * while a page renders (English namespaces that load with the code using them) are then read
   * by a translator created before they arrived.
   */
  resources: TranslationResources | (() => TranslationResources);
  /**
   * Receives each missing-language and missing-translation message. Pass one `createOnceLog`
   * to every translator of a visit so each message is logged once for the whole visit.
   */
  log: (message: string) => void;
}

/** A log that passes each distinct message on once, however many translators share it. */
export function createOnceLog(log: (message: string) => void): (message: string) => void {
  const logged = new Set<string>();
  return (message) => {
    if (!logged.has(message)) {
      logged.add(message);
      log(message);
    }
  };
}

const ENGLISH = 'en';

export function createTranslator({
  language,
  resources,
  log: logOnce,
}: TranslatorConfig): Translator {
  const find = (key: string, options?: TranslateOptions): string | undefined | null => {
    const all = typeof resources === 'function' ? resources() : resources;
    const current = all[language];
    if (current === undefined) {
      logOnce(`Missing language: ${language}`);
      return null;
    }
    const text = getByPath(current, key);
    if (text !== undefined) {
      return text;
    }
    if (!options?.ignoreWarning) {
      logOnce(`Missing translation for ${language}:${key}`);
    }
    if (language === ENGLISH) {
      return undefined;
    }
    const english = getByPath(all[ENGLISH], key);
    if (english === undefined && !options?.ignoreWarning) {
      logOnce(`Missing translation for ${ENGLISH}:${key}`);
    }
    return english;
  };

  return {
    t(key, options) {
      const text = find(key, options);
      if (text === null) {
        return MISSING_LANGUAGE_TEXT;
      }
      return text ?? key;
    },
    lookup(key, options) {
      return find(key, options) ?? undefined;
    },
  };
}

/** Replaces `{name}` placeholders with their values; unknown placeholders stay. */
export function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}
