/** The playground modules of the route's area (generated/playground/<area>.ts), by page slug. */
import * as React from 'react';
import type { PlaygroundLoaders } from './playgroundModule';

export const PlaygroundLoadersContext = React.createContext<PlaygroundLoaders | null>(null);
