/**
 * The English `home` translations, used only by the home page (src/components/home/HomePage.tsx).
 * Each module using them imports this one for its effect (`import
 * '@/providers/strings/homeStrings';`), so the strings load with that code's chunk, not with every
 * page (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.home.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('home', part);
