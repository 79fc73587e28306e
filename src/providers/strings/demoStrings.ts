/**
 * The English `demo` translations, used only by the demo frame (src/components/docs/Demo.tsx,
 * DemoToolbar.tsx), which pages with a demo load. Each module using them imports this one for its
 * effect (`import '@/providers/strings/demoStrings';`), so the strings load with that code's chunk,
 * not with every page (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.demo.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('demo', part);
