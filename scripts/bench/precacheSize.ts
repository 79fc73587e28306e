/**
 * The service worker's precache: the files its manifest names (read from the export's sw.js,
 * src/content/export/serviceWorkerConfig.ts) and their bytes on disk, which every first visit on
 * the production host downloads in the background. Budget: bench/budgets.json
 * `serviceWorkerPrecacheBytes`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readWorkerConfig } from '@/content/export/serviceWorkerConfig';
import { precacheBytes } from '../export/20-service-worker';

export interface PrecacheSize {
  files: number;
  bytes: number;
}

export function measurePrecache(outDir: string): PrecacheSize {
  const worker = path.join(outDir, 'sw.js');
  if (!fs.existsSync(worker)) {
    throw new Error(`${worker} does not exist: build the site first (npm run build)`);
  }
  const { precache } = readWorkerConfig(fs.readFileSync(worker, 'utf8'));
  return { files: precache.length, bytes: precacheBytes(outDir, precache) };
}
