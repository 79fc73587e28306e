/**
 * The export hostile-markdown.spec.ts runs against: the pages of test/fixtures/hostile-markdown
 * built through DOCS_CONTENT_DIR into a folder of its own (.e2e-builds/hostile-markdown), apart
 * from the service worker and analytics exports of builds.ts. It is built with the default
 * settings (no production host, no measurement id): it tests the pages, not the services.
 */
import path from 'node:path';
import { buildFixtureExport } from './fixtureExport';

export const HOSTILE_BUILD = path.resolve('.e2e-builds', 'hostile-markdown');

export function buildHostileExport(): void {
  buildFixtureExport({
    label: 'hostile',
    outDir: HOSTILE_BUILD,
    contentDir: path.resolve('test', 'fixtures', 'hostile-markdown'),
  });
}
