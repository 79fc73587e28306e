/** The staleness stamp: a hash of everything the generated API data depends on. */
import { createHash } from 'node:crypto';

export interface StampInputs {
  /** Generator sources and navigation tree files, by path relative to the project root. */
  files: readonly { path: string; content: string }[];
  /** Installed version of each documented package. */
  versions: Readonly<Record<string, string>>;
}

export function computeStamp(inputs: StampInputs): string {
  const hash = createHash('sha256');
  const files = [...inputs.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of files) {
    hash.update(`file ${file.path}\n${file.content}\n`);
  }
  for (const name of Object.keys(inputs.versions).sort()) {
    hash.update(`version ${name} ${inputs.versions[name]}\n`);
  }
  return hash.digest('hex');
}
