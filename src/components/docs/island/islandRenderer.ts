/**
 * The server's render of an island to HTML (react-dom/server's renderToString), handed down by
 * pages/_document.tsx so that no browser bundle imports react-dom/server. Null in the browser.
 */
import * as React from 'react';

export type IslandRenderer = (
  element: React.ReactElement,
  options: { identifierPrefix: string },
) => string;

export const IslandRendererContext = React.createContext<IslandRenderer | null>(null);
