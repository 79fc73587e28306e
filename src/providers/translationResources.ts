/** Translation files by language: `translations.json` is English, `translations-<lang>.json` the others. */
import type { TranslationResources } from '@/core/i18n';
import en from '../../translations/translations.json';
import zh from '../../translations/translations-zh.json';

export const translationResources: TranslationResources = { en, zh };
