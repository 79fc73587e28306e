/** The variant of a demo for a styling preference: the chosen one if it exists, else system, else any. */
import type { CodeStyling } from '@/core/codePreferences';
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
  throw new Error(`Module not found: ${demo.name} has no variant`);
}
