/**
 * The live-editing scopes of the demo folders this page has loaded: each generated folder module
 * (generated/demos/<route>/<folder>.tsx) registers the loader of its scope as it is evaluated, and
 * the editor asks for it when a reader starts editing. Nothing of a scope loads before that.
 */
import type { LiveScope } from '@/core/liveScope';

export type ScopeLoader = () => Promise<{ default: LiveScope }>;

const loaders = new Map<string, ScopeLoader>();

export function registerDemoScope(folder: string, load: ScopeLoader): void {
  loaders.set(folder, load);
}

/** The scope of a demo folder; rejects, naming the folder, when its module never registered one. */
export async function loadDemoScope(folder: string): Promise<LiveScope> {
  const load = loaders.get(folder);
  if (!load) {
    throw new Error(
      `The demos of ${folder} have no live-editing scope: run npm run generate, then reload the page`,
    );
  }
  return (await load()).default;
}
