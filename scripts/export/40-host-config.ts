/**
 * Export step: what static hosts read to serve the export well (docs/deploying.md). Writes
 * `_headers` and `_redirects` (Netlify, Cloudflare Pages) and `_nginx/redirects.conf` (included by
 * deploy/nginx.conf) from the route table's redirects and the caching rules of
 * src/core/hostConfig.ts. The redirect pages themselves stay in the export, for hosts that read
 * neither file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/content/routeTable';
import {
  headerRules,
  headersFile,
  nginxRedirects,
  redirectsFile,
  type HostRedirect,
} from '@/core/hostConfig';
import { localizePath, SUPPORTED_LANGUAGES } from '@/core/language';

/** Where the nginx include is written, under the export. */
export const NGINX_REDIRECTS_FILE = path.join('_nginx', 'redirects.conf');

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** Every redirect page of the route table, in each language it is exported in. */
export function hostRedirects(): HostRedirect[] {
  return routeTable().flatMap((route) =>
    route.kind === 'redirect' && route.target !== undefined
      ? route.languages.map((language) => ({
          from: withSlash(localizePath(route.path, language)),
          to: withSlash(localizePath(route.target as string, language)),
        }))
      : [],
  );
}

export async function run(outDir: string): Promise<void> {
  const redirects = hostRedirects();
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headerRules(SUPPORTED_LANGUAGES)));
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirects));
  fs.mkdirSync(path.join(outDir, path.dirname(NGINX_REDIRECTS_FILE)), { recursive: true });
  fs.writeFileSync(path.join(outDir, NGINX_REDIRECTS_FILE), nginxRedirects(redirects));
  console.log(
    `[export] host configuration: _headers, _redirects and ${NGINX_REDIRECTS_FILE} with ${redirects.length} redirects`,
  );
}
