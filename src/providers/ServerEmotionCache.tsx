/**
 * The emotion cache of a server render (pages/_document.tsx collects the styles from it), handed
 * to the MUI scopes the page renders; in the browser there is none and each scope uses the page's.
 * Only its type comes from emotion, so the shell loads no emotion code for it.
 */
import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

export const ServerEmotionCacheContext = React.createContext<EmotionCache | undefined>(undefined);

export function ServerEmotionCacheProvider({
  cache,
  children,
}: {
  cache: EmotionCache | undefined;
  children: React.ReactNode;
}) {
  return (
    <ServerEmotionCacheContext.Provider value={cache}>
      {children}
    </ServerEmotionCacheContext.Provider>
  );
}

export function useServerEmotionCache(): EmotionCache | undefined {
  return React.useContext(ServerEmotionCacheContext);
}
