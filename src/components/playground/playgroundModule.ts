/**
 * What a generated playground module exports (generated/playground/<area>/<page>.tsx, written by
 * scripts/generate-playground.ts): the component, and its authored JSX children.
 */
import type * as React from 'react';

export interface PlaygroundModule {
  Component: React.ElementType;
  /** The authored JSX children; null when the component shows a text (a prop) or nothing. */
  children: React.ReactNode;
}

/** An area's playground modules by page slug, each loaded on its own. */
export type PlaygroundLoaders = Readonly<Record<string, () => Promise<PlaygroundModule>>>;
