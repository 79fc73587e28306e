/**
 * The component of one demo folder, used by the generated folder modules (generated/demos/<route>/):
 * its demos by id, the variant each renders first imported with it and the other styling variants
 * loaded when a reader picks them. It also registers the loader of the folder's live-editing scope.
 */
import * as React from 'react';
import { moduleNotFound } from '@/core/moduleNotFound';
import type { DemoFolder } from './DemoRegistryContext';
import { registerDemoScope, type ScopeLoader } from './demoScopes';

export function demoFolder(
  demos: Readonly<Record<string, React.ComponentType>>,
  folder: string,
  loadScope: ScopeLoader,
): DemoFolder {
  registerDemoScope(folder, loadScope);
  function DemoFolderDemo({ id }: { id: string }) {
    const Component = demos[id];
    if (!Component) {
      throw moduleNotFound(id, Object.keys(demos));
    }
    return <Component />;
  }
  return DemoFolderDemo;
}
