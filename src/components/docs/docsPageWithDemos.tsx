/**
 * The page component of a Markdown route file: DocsPage with the demos of that route, or the
 * redirect page of a path whose content moved (the route table's `redirect` routes).
 */
import * as React from 'react';
import type { DocPageProps } from '@/content/pages/docPage';
import type { RedirectPageProps } from '@/content/pages/redirectPage';
import type { ShellData } from '@/content/pages/shellData';
import RedirectPage from '@/components/pages/RedirectPage';
import DocsPage from './DocsPage';
import { DemoRegistryContext, type DemoRegistry } from './DemoRegistryContext';
import { PlaygroundLoadersContext } from '@/components/playground/PlaygroundLoadersContext';
import type { PlaygroundLoader } from '@/components/playground/playgroundModule';

/**
 * `playgrounds`: the loader of the area's playground modules (generated/playground/<area>.ts), for a route of
 * component pages.
 */
export function docsPageWithDemos(
  registry: DemoRegistry,
  playgrounds: PlaygroundLoader | null = null,
) {
  function DocsRoutePage(props: (DocPageProps | RedirectPageProps) & ShellData) {
    if ('redirectTo' in props) {
      return <RedirectPage {...props} />;
    }
    return (
      <DemoRegistryContext.Provider value={registry}>
        <PlaygroundLoadersContext.Provider value={playgrounds}>
          <DocsPage {...props} />
        </PlaygroundLoadersContext.Provider>
      </DemoRegistryContext.Provider>
    );
  }
  return DocsRoutePage;
}
