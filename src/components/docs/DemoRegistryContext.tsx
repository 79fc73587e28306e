/**
 * The demos the current route can render, keyed by demo id. Each Markdown route file provides the
 * registry generated for it (generated/demos/), so a page only ships the index of its own route.
 */
import * as React from 'react';

export type DemoRegistry = Readonly<Record<string, React.ComponentType>>;

export const DemoRegistryContext = React.createContext<DemoRegistry>({});

export function useDemoRegistry(): DemoRegistry {
  return React.useContext(DemoRegistryContext);
}
