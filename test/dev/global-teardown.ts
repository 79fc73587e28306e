/**
 * `npm run dev` left demo registries with only the folders of the pages it opened
 * (scripts/generate-demos.ts --dev), which `next build` refuses: the full registries are written
 * again, as `npm run build` writes them, so that the steps after this one find them.
 */
import { runGenerators } from '../../scripts/runGenerators.mjs';

export default async function restoreFullDemoRegistries(): Promise<void> {
  await runGenerators(['demos']);
}
