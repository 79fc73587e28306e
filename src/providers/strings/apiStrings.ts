/**
 * The English `api` translations, used only by the API reference (src/components/api/): API pages
 * and the API tabs of component pages. Each module using them imports this one for its effect
 * (`import '@/providers/strings/apiStrings';`), so the strings load with that code's chunk, not
 * with every page (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.api.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('api', part);
