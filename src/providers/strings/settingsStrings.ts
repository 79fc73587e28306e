/**
 * The English `settings` translations, used only by the settings drawer
 * (src/components/settings/SettingsDrawer.tsx, loaded when the reader first reaches for it) and by
 * the demo frame's code and styling toggles. Each module using them imports this one for its effect
 * (`import '@/providers/strings/settingsStrings';`), so the strings load with that code's chunk,
 * not with every page (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.settings.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('settings', part);
