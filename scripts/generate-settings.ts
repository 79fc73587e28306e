/**
 * Writes the build settings' types and their table in the docs from their one declaration,
 * BUILD_SETTINGS (src/settings/buildSettings.mjs). Run after changing a setting; a unit test
 * (src/settings/buildSettings.test.ts) fails until the committed files match.
 *
 *   tsx scripts/generate-settings.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_SETTINGS } from '@/settings/buildSettings.mjs';
import {
  SETTINGS_TABLE_FILE,
  SETTINGS_TYPES_FILE,
  settingsTableMarkdown,
  settingsTypesSource,
} from '@/settings/describeSettings';

const outputs: [string, string][] = [
  [SETTINGS_TYPES_FILE, settingsTypesSource(BUILD_SETTINGS)],
  [SETTINGS_TABLE_FILE, settingsTableMarkdown(BUILD_SETTINGS)],
];
for (const [file, content] of outputs) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`[settings] wrote ${file}`);
}
