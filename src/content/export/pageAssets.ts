/**
 * The local assets an exported page loads on a first visit, read from its HTML: `<script src>`,
 * the scripts its paint-first loader adds (paintFirstScripts.ts), `<link rel="stylesheet">` and
 * the fonts it preloads. Used by the service worker step (which of them is the shell) and by the
 * benchmark (what a page weighs).
 */
import { loaderScriptUrls } from './paintFirstScripts';

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
  fonts: string[];
}

function isLocal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The `href` of one tag's text (`<link … href="…">`), or null. */
export function hrefOf(tag: string): string | null {
  return /\bhref="([^"]+)"/.exec(tag)?.[1] ?? null;
}

function linkHrefs(html: string, keep: (tag: string) => boolean): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter(keep)
    .map(hrefOf)
    .filter((href): href is string => href !== null);
}

export function pageAssets(html: string): PageAssets {
  const scripts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
    ...loaderScriptUrls(html),
  ];
  const stylesheets = linkHrefs(html, (tag) => /\brel="stylesheet"/.test(tag));
  const fonts = linkHrefs(html, (tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag));
  const unique = (urls: string[]) => [...new Set(urls)].filter(isLocal);
  return { scripts: unique(scripts), stylesheets: unique(stylesheets), fonts: unique(fonts) };
}

/** Every asset of a page, in one list. */
export function allAssets({ scripts, stylesheets, fonts }: PageAssets): string[] {
  return [...scripts, ...stylesheets, ...fonts];
}
