/** For localModules.test.ts, through runInTsx: the local modules of one demo file. */
import fs from 'node:fs';
import { readStdin } from '@/content/markdown/testing/runInTsx';
import { localModules } from '../localModules';

async function main(): Promise<void> {
  const demo = JSON.parse(await readStdin()) as string;
  const modules = await localModules(fs.readFileSync(demo, 'utf8'), demo);
  process.stdout.write(JSON.stringify(modules));
}

void main();
