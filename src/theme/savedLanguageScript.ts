/**
 * The inline `<head>` script that applies the saved language before first paint: it runs the
 * rule of src/core/savedLanguage.ts (serialised, so the browser runs the unit-tested function
 * itself) and replaces the page load with the URL it returns. The page is hidden meanwhile, so
 * an English frame never shows; if the navigation does not happen, it shows again after 3 s.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/core/language';
import { USER_LANGUAGE } from '@/core/storedPreferences';
import { savedLanguageTarget, type SavedLanguageRules } from '@/core/savedLanguage';

const RULES: SavedLanguageRules = {
  cookieName: USER_LANGUAGE.key,
  languages: SUPPORTED_LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
};

/**
 * The script for one document; `notFound` is true for the 404 page, `pageLanguages` the languages
 * the page is rendered in (its twins).
 */
export function savedLanguageScript(notFound: boolean, pageLanguages: readonly string[]): string {
  return `(function(){try{var l=location,d=document.documentElement,t=(${savedLanguageTarget.toString()})({pathname:l.pathname,search:l.search,hash:l.hash,cookie:document.cookie,referrer:document.referrer,origin:l.origin,notFound:${notFound ? 'true' : 'false'},pageLanguages:${JSON.stringify(pageLanguages)}},${JSON.stringify(RULES)});
if(t!==null){d.style.visibility='hidden';setTimeout(function(){d.style.visibility=''},3000);l.replace(t)}}catch(e){}})();`;
}
