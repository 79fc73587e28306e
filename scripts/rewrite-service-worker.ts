/**
 * Rewrites only `sw.js` of an existing export, with a chosen version: how the service worker
 * tests make a "new build" of the same pages (test/services/builds.ts).
 *
 *   tsx scripts/rewrite-service-worker.ts <exportDir> <version>
 */
import fs from 'node:fs';
import path from 'node:path';
import { run } from './export/20-service-worker';

const [dir, version] = process.argv.slice(2);
if (!dir || !version) {
  console.error('Usage: tsx scripts/rewrite-service-worker.ts <exportDir> <version>');
  process.exit(2);
}
const outDir = path.resolve(dir);
if (!fs.existsSync(path.join(outDir, 'sw.js'))) {
  console.error(`${outDir} has no sw.js: build the export first (npm run build)`);
  process.exit(1);
}
run(outDir, { version }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
