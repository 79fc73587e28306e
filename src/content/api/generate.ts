/** Documents a list of navigation leaves, collecting every failure instead of stopping at the first. */
import { ApiExtractionError, extractApiDoc } from './extract';
import type { ExtractContext } from './extract';
import type { ApiLeaf } from './navLeaves';
import type { ApiDoc, ApiIndexEntry } from './types';

export interface GenerateResult {
  docs: ApiDoc[];
  errors: string[];
}

export type ProgressReporter = (leaf: ApiLeaf, indexInArea: number, areaTotal: number) => void;

export function generateApiDocs(
  ctx: ExtractContext,
  leaves: readonly ApiLeaf[],
  onProgress?: ProgressReporter,
): GenerateResult {
  const docs: ApiDoc[] = [];
  const errors: string[] = [];
  const totals = new Map<string, number>();
  for (const leaf of leaves) totals.set(leaf.area, (totals.get(leaf.area) ?? 0) + 1);
  const done = new Map<string, number>();
  for (const leaf of leaves) {
    const index = (done.get(leaf.area) ?? 0) + 1;
    done.set(leaf.area, index);
    onProgress?.(leaf, index, totals.get(leaf.area) ?? index);
    try {
      docs.push(extractApiDoc(ctx, leaf));
    } catch (error) {
      if (!(error instanceof ApiExtractionError)) {
        const reason = error instanceof Error ? error.message : String(error);
        errors.push(
          `API entry ${leaf.pathname} (title ${leaf.name}): extraction failed: ${reason}`,
        );
      } else {
        errors.push(error.message);
      }
    }
  }
  docs.sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
  return { docs, errors };
}

export function apiIndex(docs: readonly ApiDoc[]): ApiIndexEntry[] {
  return docs.map(({ pathname, name, kind, area }) => ({ pathname, name, kind, area }));
}

/** Where a document is written, relative to the output folder: `material-ui/api/button.json`. */
export function docRelativePath(pathname: string): string {
  return `${pathname.replace(/^\/+/, '')}.json`;
}
