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
export type PlaygroundModules = Readonly<Record<string, () => Promise<PlaygroundModule>>>;

/**
 * Loads the playground module of a page of the area (generated/playground/<area>.ts), with the
 * area's map of modules the first time.
 */
export type PlaygroundLoader = (slug: string) => Promise<PlaygroundModule>;

/** The module of `slug` from an area's map; rejects, naming the area's slugs, when it has none. */
export function pickPlayground(
  modules: PlaygroundModules,
  slug: string,
): Promise<PlaygroundModule> {
  const load = Object.prototype.hasOwnProperty.call(modules, slug) ? modules[slug] : undefined;
  if (load === undefined) {
    return Promise.reject(
      new Error(
        `No playground module for "${slug}" (it has ${Object.keys(modules).join(', ') || 'none'}): run npm run generate:playground`,
      ),
    );
  }
  return load();
}
