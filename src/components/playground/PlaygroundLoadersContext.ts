/** The loader of the route's area's playground modules (generated/playground/<area>.ts). */
import * as React from 'react';
import type { PlaygroundLoader } from './playgroundModule';

export const PlaygroundLoadersContext = React.createContext<PlaygroundLoader | null>(null);
