/**
 * The MUI runtime (muiRuntime.ts) a route module imported with its page, for routes whose pages
 * all render MUI demos: component pages. Its demo folders are then loaded beside the runtime
 * instead of each carrying a copy of emotion and MUI's styling, which a lazily loaded runtime
 * cannot share with them. Other routes leave it null and load the runtime lazily, with the first
 * part that needs it.
 */
import * as React from 'react';
import type * as MuiRuntime from './muiRuntime';

/** The runtime, and for Joy UI's component pages the scope of Joy demos beside it. */
export type MuiRuntimeModule = typeof MuiRuntime & {
  JoyDemoScope?: React.ComponentType<{ children: React.ReactNode }>;
};

export const MuiRuntimeContext = React.createContext<MuiRuntimeModule | null>(null);
