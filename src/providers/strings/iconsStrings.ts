/**
 * The English `icons` translations, used only by the Material Icons finder
 * (src/components/icons/). Each module using them imports this one for its effect, so the strings
 * load with the finder's chunk, not with every page (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.icons.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('icons', part);
