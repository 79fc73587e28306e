/**
 * The MUI runtime (muiRuntime.ts) a route module imported with its page, for routes whose pages
 * all render MUI demos: component pages. Its demo folders are then loaded beside the runtime
 * instead of each carrying a copy of emotion and MUI's styling, which a lazily loaded runtime
 * cannot share with them. Other routes leave it null and load the runtime lazily, with the first
 * part that needs it.
 */
import * as React from 'react';
import type * as MuiRuntime from './muiRuntime';

export type MuiRuntimeModule = typeof MuiRuntime;

export const MuiRuntimeContext = React.createContext<MuiRuntimeModule | null>(null);
