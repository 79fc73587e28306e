/**
 * The search shortcut as the header shows it: ⌘K on Apple platforms, Ctrl K elsewhere. Both keys
 * open the dialog everywhere (SearchButton.tsx); this is only what the reader is told to press.
 */

/** What the server renders, before the browser says which platform it is on. */
export const DEFAULT_SHORTCUT_LABEL = 'Ctrl K';
export const APPLE_SHORTCUT_LABEL = '⌘K';

const APPLE_PLATFORM = /^(mac|iphone|ipad|ipod)/i;

/** The label for a platform string (`navigator.userAgentData.platform` or `navigator.platform`). */
export function searchShortcutLabel(platform: string | null | undefined): string {
  return typeof platform === 'string' && APPLE_PLATFORM.test(platform.trim())
    ? APPLE_SHORTCUT_LABEL
    : DEFAULT_SHORTCUT_LABEL;
}
