/** The variant of a demo for a styling preference: the chosen one if it exists, else system, else any. */
import type { CodeStyling } from '@/core/codePreferences';
import { moduleNotFound } from '@/core/moduleNotFound';
import type { DemoData, DemoVariant } from '@/content/demos/loadDemos';

export function pickDemoVariant(
  demo: DemoData,
  preferred: CodeStyling,
): { styling: CodeStyling; variant: DemoVariant } {
  const order: CodeStyling[] = [preferred, 'system', 'tailwind', 'css'];
  for (const styling of order) {
    const variant = demo.variants[styling];
    if (variant) {
      return { styling, variant };
    }
  }
  // A demo is loaded with at least one variant (loadDemos.ts); a hand-made one may have none.
  const stylings = Object.keys(demo.variants).filter(
    (styling) => demo.variants[styling as CodeStyling] !== undefined,
  );
  throw moduleNotFound(`${demo.name} (any styling)`, stylings);
}
