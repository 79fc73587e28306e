/**
 * Downloads the icon finder's index and drawing files (written by scripts/generate-icons.ts under
 * the folder of generated/icons/iconFiles.ts), each once per page view: the promise is kept, and
 * dropped on failure so that a retry downloads again. The service worker keeps them for offline
 * use (src/core/serviceWorkerCaching.ts).
 */
import {
  chunkFileName,
  chunkNumbers,
  parseDrawingChunk,
  parseIconIndex,
  type DrawingChunk,
} from '@/core/iconIndex';
import type { IconTheme } from '@/core/iconNames';
import { prepareIcons, type SearchableIcon } from '@/core/iconSearch';
import { ICON_FILES_PATH } from '../../../generated/icons/iconFiles';

export interface LoadedIconIndex {
  icons: SearchableIcon[];
  /** The drawing file number of each icon, per theme. */
  chunks: ReturnType<typeof chunkNumbers>;
}

async function fetchJson(file: string): Promise<unknown> {
  const response = await fetch(`${ICON_FILES_PATH}${file}`);
  if (!response.ok) {
    throw new Error(`${file}: HTTP ${response.status}`);
  }
  return response.json() as Promise<unknown>;
}

let indexPromise: Promise<LoadedIconIndex> | null = null;

export function loadIconIndex(): Promise<LoadedIconIndex> {
  indexPromise ??= fetchJson('index.json')
    .then((json) => {
      const index = parseIconIndex(json, 'index.json');
      return { icons: prepareIcons(index), chunks: chunkNumbers(index) };
    })
    .catch((error: unknown) => {
      indexPromise = null;
      throw error;
    });
  return indexPromise;
}

const chunkPromises = new Map<string, Promise<DrawingChunk>>();

/** The drawings of one file: `Outlined-3.json`. */
export function loadDrawingChunk(theme: IconTheme, chunk: number): Promise<DrawingChunk> {
  const file = chunkFileName(theme, chunk);
  let promise = chunkPromises.get(file);
  if (!promise) {
    promise = fetchJson(file)
      .then((json) => parseDrawingChunk(json, file))
      .catch((error: unknown) => {
        chunkPromises.delete(file);
        throw error;
      });
    chunkPromises.set(file, promise);
  }
  return promise;
}
