/**
 * The MUI runtime (muiRuntime.ts) a demo island renders with, from its folder's chunk group
 * (src/components/docs/island/demoRuntime.ts): its scopes then come with the demos instead of in
 * chunk groups of their own, each with a copy of emotion and MUI's styling. Elsewhere it is null,
 * and the runtime loads lazily with the first part that needs it (muiScope.tsx).
 */
import * as React from 'react';
import type * as MuiRuntime from './muiRuntime';

/** The runtime, and for Joy UI's component pages the scope of Joy demos beside it. */
export type MuiRuntimeModule = typeof MuiRuntime & {
  JoyDemoScope?: React.ComponentType<{ children: React.ReactNode }>;
};

export const MuiRuntimeContext = React.createContext<MuiRuntimeModule | null>(null);
