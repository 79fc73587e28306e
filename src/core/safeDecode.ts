/** Percent-decoding that never throws (used for cookie values and URL hashes). */

/** decodeURIComponent that keeps the raw text when it holds a malformed escape. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
