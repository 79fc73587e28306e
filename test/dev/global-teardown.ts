/**
 * `npm run dev` left demo registries and playground maps with only the pages it opened
 * (scripts/generate-demos.ts --dev, scripts/generate-playground.ts --dev), which `next build`
 * refuses: the full ones are written again, as `npm run build` writes them, so that the steps after
 * this one find them.
 */
import { runGenerators } from '../../scripts/runGenerators.mjs';

export default async function restoreFullDemoRegistries(): Promise<void> {
  await runGenerators(['playground', 'demos']);
}
