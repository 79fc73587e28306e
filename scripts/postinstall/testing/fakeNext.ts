import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A node_modules folder in the system's temporary folder holding a next of `version` whose `file`
 * holds `source` (none when null), for the postinstall patches' tests. The caller removes it.
 */
export async function fakeNext(
  version: string,
  file: string,
  source: string | null,
): Promise<string> {
  const nodeModules = await mkdtemp(path.join(tmpdir(), 'patch-next-'));
  const root = path.join(nodeModules, 'next');
  await mkdir(path.join(root, path.dirname(file)), { recursive: true });
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ version }));
  if (source !== null) await writeFile(path.join(root, file), source);
  return nodeModules;
}
