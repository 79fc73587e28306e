/** An entry as the simulated file server describes it: children are counted, not sent. */
export interface RemoteEntry {
  /** The full path joined with "/": unique, so it serves as the row id. */
  id: string;
  path: string[];
  kind: 'folder' | 'file';
  /** For a folder, how many entries it holds; 0 for a file. */
  childCount: number;
  /** For a file, its size in kilobytes; 0 for a folder. */
  sizeKb: number;
}

const FOLDERS = ['Archive', 'Drafts', 'Invoices', 'Photos', 'Reports', 'Shared', 'Templates'];
const FILES = ['notes', 'summary', 'budget', 'agenda', 'contract', 'slides', 'export'];
const EXTENSIONS = ['pdf', 'docx', 'xlsx', 'txt', 'png'];
const ROOTS = ['Finance', 'Marketing', 'Engineering', 'People'];
const MAX_DEPTH = 3;

/** A small stable number from a path, so the same folder always holds the same entries. */
function hash(text: string): number {
  let value = 7;
  for (let index = 0; index < text.length; index += 1) {
    value = (value * 31 + text.charCodeAt(index)) % 100003;
  }
  return value;
}

function entriesOf(path: string[]): { name: string; kind: RemoteEntry['kind'] }[] {
  if (path.length === 0) {
    return ROOTS.map((name) => ({ name, kind: 'folder' }));
  }
  const seed = hash(path.join('/'));
  const count = 2 + (seed % 4);
  return Array.from({ length: count }, (_, index) => {
    const isFolder = path.length < MAX_DEPTH && (seed + index) % 3 !== 0;
    // Consecutive indexes never pick the same folder name twice; files carry their index.
    return isFolder
      ? { name: FOLDERS[(seed + index) % FOLDERS.length], kind: 'folder' as const }
      : {
          name: `${FILES[(seed + index * 5) % FILES.length]}-${index + 1}.${EXTENSIONS[(seed + index) % EXTENSIONS.length]}`,
          kind: 'file' as const,
        };
  });
}

function describe(parent: string[], name: string, kind: RemoteEntry['kind']): RemoteEntry {
  const path = [...parent, name];
  const id = path.join('/');
  return {
    id,
    path,
    kind,
    childCount: kind === 'folder' ? entriesOf(path).length : 0,
    sizeKb: kind === 'file' ? 4 + (hash(id) % 2000) : 0,
  };
}

/**
 * The entries directly inside `parent` (the top level for `[]`), after `latencyMs`, as a request
 * to a file server would return them. Aborting `signal` cancels the request and its timer.
 */
export function fetchEntries(
  parent: string[],
  signal: AbortSignal,
  latencyMs = 600,
): Promise<RemoteEntry[]> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(
      () => resolve(entriesOf(parent).map(({ name, kind }) => describe(parent, name, kind))),
      latencyMs,
    );
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
