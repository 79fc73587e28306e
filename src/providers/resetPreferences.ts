/** Forgets every stored preference of the table, the site's and MUI's providers' alike. */
import Cookies from 'js-cookie';
import { COOKIE_ATTRIBUTES } from '@/core/cookies';
import { STORED_PREFERENCES } from '@/core/storedPreferences';

export function resetStoredPreferences(): void {
  for (const preference of STORED_PREFERENCES) {
    if (preference.store === 'cookie') {
      Cookies.remove(preference.key, { path: COOKIE_ATTRIBUTES.path });
      continue;
    }
    try {
      window.localStorage.removeItem(preference.key);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  }
}
