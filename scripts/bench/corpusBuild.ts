/** Builds the site over a generated Markdown corpus (DOCS_CONTENT_DIR) into its own export folder. */
import fs from 'node:fs';
import path from 'node:path';
import { runMeasured, type RunMetrics } from './processMemory';
import { indexDemos } from '../indexDemos';
import { generateCorpus } from './corpus/generateCorpus';
import { settleDisk } from './settleDisk';
import type { BuildPhase } from '@/core/buildPhases';

export interface CorpusBuild extends RunMetrics {
  pages: number;
  corpus: string;
  exportDir: string;
  /** The corpus page of median length, for per-page figures. */
  typical: string;
  /** Distinct words of the corpus's Markdown (case ignored, identifiers whole). */
  distinctWords: number;
  /** Where the build's time went (scripts/build.ts), empty if it did not say. */
  phases: BuildPhase[];
}

function readPhases(file: string): BuildPhase[] {
  if (!fs.existsSync(file)) {
    return [];
  }
  const { phases } = JSON.parse(fs.readFileSync(file, 'utf8')) as { phases: BuildPhase[] };
  return phases;
}

export async function buildCorpus(pages: number, workDir: string): Promise<CorpusBuild> {
  const corpus = path.join(workDir, `corpus-${pages}`);
  const exportDir = path.join(workDir, `corpus-${pages}-out`);
  fs.rmSync(corpus, { recursive: true, force: true });
  fs.rmSync(exportDir, { recursive: true, force: true });
  const phasesFile = path.join(workDir, `corpus-${pages}-phases.json`);
  fs.rmSync(phasesFile, { force: true });
  const manifest = generateCorpus(corpus, pages);
  console.log(
    `[bench] generated ${manifest.pages.length} corpus pages (${manifest.distinctWords} distinct words) in ${corpus}`,
  );
  console.log(`[bench] building the ${pages}-page corpus`);
  settleDisk();
  const metrics = await runMeasured('npm', ['run', 'build'], {
    label: `corpus ${pages}`,
    quiet: true,
    env: {
      DOCS_CONTENT_DIR: corpus,
      NEXT_EXPORT_DIR: path.relative(process.cwd(), exportDir),
      BUILD_PHASES_FILE: phasesFile,
    },
  });
  // The corpus build indexed the corpus's demos (none) into generated/demos/: index data/ again,
  // so a later `next build` of the site finds its demos.
  indexDemos();
  if (metrics.exitCode !== 0) {
    throw new Error(
      `The ${pages}-page corpus build failed (exit ${metrics.exitCode}): run it by hand with DOCS_CONTENT_DIR=${corpus} npm run build`,
    );
  }
  return {
    ...metrics,
    pages,
    corpus,
    exportDir,
    typical: manifest.typical,
    distinctWords: manifest.distinctWords,
    phases: readPhases(phasesFile),
  };
}
