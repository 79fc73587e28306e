/**
 * Copies text: the Clipboard API first, then clipboard-copy's selection-based fallback. When both
 * fail the browser's not-allowed error is thrown (docs/product-rules.md#copying-code); callers decide whether to ignore it.
 *
 * The Clipboard API is called at once, inside the reader's click or key press, as browsers
 * require; clipboard-copy loads only when it refuses (an insecure origin, a denied permission):
 * every page has copy buttons, and few readers ever need the fallback.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) {
      throw new DOMException('There is no Clipboard API here', 'NotAllowedError');
    }
    await navigator.clipboard.writeText(text);
  } catch {
    // clipboard-copy tries the Clipboard API once more, then selects the text and copies that.
    const { default: clipboardCopy } = await import('clipboard-copy');
    await clipboardCopy(text);
  }
}

/** How long the copy button reads `Copied` (docs/product-rules.md#copying-code). */
export const COPIED_FEEDBACK_MS = 2000;

/** ⌘ on Apple platforms, Ctrl elsewhere. */
export function copyShortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘C' : 'Ctrl+C';
}

/** The shortcut's rule lives in src/core/copyShortcut.ts. */
export { isCopyShortcut } from '@/core/copyShortcut';
