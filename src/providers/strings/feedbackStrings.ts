/**
 * The English `feedback` translations, used only by the page feedback's comment form
 * (src/components/feedback/PageFeedbackForm.tsx, loaded when the reader votes), which imports this
 * module for its effect so the strings load with it (src/core/translationNamespaces.ts).
 */
import part from '../../../generated/translations/translations.feedback.json';
import { addEnglishNamespace } from '../translationResources';

addEnglishNamespace('feedback', part);
