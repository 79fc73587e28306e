/**
 * The demos the current route can render. Each Markdown route file provides the registry generated
 * for it (generated/demos/): the loader of each demo folder (a page's demos), so a page downloads
 * a small index of its route and one chunk group with the demos of its own page, in which the
 * libraries they share (Button, ButtonBase…) appear once instead of once per demo, and everything
 * a demo renders with (the demo frame, MUI's runtime: `runtime`). Demos load once the page is
 * interactive (src/components/docs/island/).
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { moduleNotFound } from '@/core/moduleNotFound';
import type { MuiRuntimeModule } from '@/components/layout/muiRuntimeContext';
import type DemoComponent from './Demo';
import type { DemoData } from '@/content/demos/loadDemos';

/** The demos of one folder: renders the demo `id`, or throws a module-not-found error. */
export type DemoFolder = React.ComponentType<{ id: string }>;

/** What a demo renders with besides its folder: MUI's runtime and the demo frame (Demo.tsx). */
export type DemoRuntime = MuiRuntimeModule & { Frame: typeof DemoComponent };

/** A generated folder module (generated/demos/<route>/<folder>.tsx). */
export interface DemoFolderModule {
  default: DemoFolder;
  runtime: DemoRuntime;
}

export type DemoFolderLoader = () => Promise<DemoFolderModule>;

/** Demo folders by their path under the content folder (`material-ui/react-button`). */
export type DemoRegistry = Readonly<Record<string, DemoFolderLoader>>;

const loadedFolders = new Map<DemoFolderLoader, DemoFolderModule>();
const loadingFolders = new Map<DemoFolderLoader, Promise<DemoFolderModule>>();

/** Loads a folder once; a failed load is forgotten, so the next call tries again. */
export function loadDemoFolder(load: DemoFolderLoader): Promise<DemoFolderModule> {
  const loaded = loadedFolders.get(load);
  if (loaded) {
    return Promise.resolve(loaded);
  }
  let loading = loadingFolders.get(load);
  if (!loading) {
    loading = load().then(
      (module) => {
        loadedFolders.set(load, module);
        loadingFolders.delete(load);
        return module;
      },
      (error: unknown) => {
        loadingFolders.delete(load);
        throw error;
      },
    );
    loadingFolders.set(load, loading);
  }
  return loading;
}

/** The folder once loaded; until then it suspends (React's Suspense protocol: throws the load). */
export function readDemoFolder(load: DemoFolderLoader): DemoFolderModule {
  const loaded = loadedFolders.get(load);
  if (loaded) {
    return loaded;
  }
  throw loadDemoFolder(load);
}

export const DemoRegistryContext = React.createContext<DemoRegistry>({});

export function useDemoRegistry(): DemoRegistry {
  return React.useContext(DemoRegistryContext);
}

/** A demo's id, from its first variant (every variant of a demo is in the same folder). */
export function demoIdOf(demo: DemoData): string {
  return Object.values(demo.variants)[0]?.id ?? demo.name;
}

/** The folder of a demo id: `material-ui/react-button/BasicButtons` -> `material-ui/react-button`. */
export function demoFolderOf(id: string): string {
  return id.slice(0, Math.max(0, id.lastIndexOf('/')));
}

/**
 * Under `next dev` the registries hold only the demo folders of pages opened so far
 * (src/content/demos/devDemoFolders.ts): a page opened for the first time shows this until its
 * folder arrives, as a hot update or by a reload. Nothing of it reaches a production build.
 */
const DemosArriving =
  process.env.NODE_ENV === 'development'
    ? dynamic(() => import('@/components/dev/DemosArriving'))
    : null;

/**
 * What a demo whose folder the registry lacks renders: under `next dev` only; in a build, the
 * module-not-found error naming the folders the route's registry has.
 */
export function missingDemoFolder(id: string, registry: DemoRegistry): React.ReactElement {
  if (DemosArriving) {
    return <DemosArriving />;
  }
  throw moduleNotFound(id, Object.keys(registry));
}

/** The registered component of a demo; a missing one throws into the demo's error box. */
export function LiveDemo({ id }: { id: string }) {
  const registry = useDemoRegistry();
  const load = registry[demoFolderOf(id)];
  if (!load) {
    return missingDemoFolder(id, registry);
  }
  const Folder = readDemoFolder(load).default;
  return <Folder id={id} />;
}
