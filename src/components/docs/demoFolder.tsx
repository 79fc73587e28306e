/**
 * The component of one demo folder, used by the generated folder modules (generated/demos/<route>/):
 * its demos by id, the variant each renders first imported with it and the other styling variants
 * loaded when a reader picks them.
 */
import * as React from 'react';
import { moduleNotFound } from '@/core/moduleNotFound';
import type { DemoFolder } from './DemoRegistryContext';

export function demoFolder(demos: Readonly<Record<string, React.ComponentType>>): DemoFolder {
  function DemoFolderDemo({ id }: { id: string }) {
    const Component = demos[id];
    if (!Component) {
      throw moduleNotFound(id, Object.keys(demos));
    }
    return <Component />;
  }
  return DemoFolderDemo;
}
