/**
 * The demos the current route can render. Each Markdown route file provides the registry generated
 * for it (generated/demos/): one lazily loaded entry per demo folder (a page's demos), so a page
 * downloads a small index of its route and one chunk with the demos of its own page, in which the
 * libraries they share (Button, ButtonBase…) appear once instead of once per demo.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { moduleNotFound } from '@/core/moduleNotFound';

/** The demos of one folder: renders the demo `id`, or throws a module-not-found error. */
export type DemoFolder = React.ComponentType<{ id: string }>;

/** Demo folders by their path under the content folder (`material-ui/react-button`). */
export type DemoRegistry = Readonly<Record<string, DemoFolder>>;

export const DemoRegistryContext = React.createContext<DemoRegistry>({});

export function useDemoRegistry(): DemoRegistry {
  return React.useContext(DemoRegistryContext);
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
function missingDemoFolder(id: string, registry: DemoRegistry): React.ReactElement {
  if (DemosArriving) {
    return <DemosArriving />;
  }
  throw moduleNotFound(id, Object.keys(registry));
}

/** The registered component of a demo; a missing one throws into the demo's error box. */
export function LiveDemo({ id }: { id: string }) {
  const registry = useDemoRegistry();
  const Folder = registry[demoFolderOf(id)];
  return Folder ? <Folder id={id} /> : missingDemoFolder(id, registry);
}
