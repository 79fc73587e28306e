/** The page component of a Markdown route file: DocsPage with the demos of that route. */
import * as React from 'react';
import type { DocPageProps } from '@/content/pages/docPage';
import type { ShellData } from '@/content/pages/shellData';
import DocsPage from './DocsPage';
import { DemoRegistryContext, type DemoRegistry } from './DemoRegistryContext';

export function docsPageWithDemos(registry: DemoRegistry) {
  function DocsRoutePage(props: DocPageProps & ShellData) {
    return (
      <DemoRegistryContext.Provider value={registry}>
        <DocsPage {...props} />
      </DemoRegistryContext.Provider>
    );
  }
  return DocsRoutePage;
}
