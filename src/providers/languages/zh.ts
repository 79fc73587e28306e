/** The Chinese translations, imported by the route files under pages/zh/, which scripts/generate-routes.ts writes (and loaded on demand). */
import zh from '../../../translations/translations-zh.json';
import { addTranslations } from '../translationResources';

addTranslations('zh', zh);
