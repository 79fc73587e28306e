/**
 * The export tells static hosts how to serve it (docs/deploying.md): `_headers` and `_redirects`
 * are written from the route table, not by hand, so every redirect page of the table is a `301`
 * there, in each language it is exported in, and the caching rules are the ones of
 * src/core/hostConfig.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/content/routeTable';
import { CACHE_IMMUTABLE, headerRules } from '@/core/hostConfig';
import { localizePath, SUPPORTED_LANGUAGES } from '@/core/language';
import { expect, test } from './support/fixtures';

const OUT = path.resolve(process.env.E2E_STATIC_DIR ?? 'out');

/** `_headers` as its readers parse it: each path with its headers. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const [name, ...value] = line.trim().split(':');
      current[name] = value.join(':').trim();
    }
  }
  return rules;
}

test('_redirects holds every redirect of the route table as a 301, in every language', () => {
  const lines = new Set(fs.readFileSync(path.join(OUT, '_redirects'), 'utf8').split('\n'));
  const redirects = routeTable().filter((route) => route.kind === 'redirect');
  expect(redirects.length).toBeGreaterThan(0);
  for (const route of redirects) {
    for (const language of route.languages) {
      const from = `${localizePath(route.path, language)}/`.replace(/\/\/$/, '/');
      const to = `${localizePath(route.target ?? '', language)}/`.replace(/\/\/$/, '/');
      expect(lines.has(`${from} ${to} 301`), `${from} -> ${to}`).toBe(true);
    }
  }
});

test('_headers caches hashed assets for a year and holds the rules of hostConfig.ts', () => {
  const rules = parseHeaders(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'));
  expect(rules.get('/_next/static/*')?.['Cache-Control']).toBe(CACHE_IMMUTABLE);
  expect(rules.get('/sw.js')?.['Cache-Control']).toBe('no-cache');
  expect([...rules.keys()]).toEqual(headerRules(SUPPORTED_LANGUAGES).map((rule) => rule.path));
});
