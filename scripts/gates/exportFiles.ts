/**
 * The files of an exported site as a static host serves them: which URL path a file answers, the
 * HTML pages of an export folder, the pages a sitemap names, and which file a URL path is.
 * Build-time only; used by the gates and the export steps.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The URL path a file of the export is served at (`a/index.html` → `/a/`). */
export function urlPathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') {
    return '/';
  }
  return posix.endsWith('/index.html') ? `/${posix.slice(0, -'index.html'.length)}` : `/${posix}`;
}

/** Every `.html` file under `dir`, relative to it, in a stable order. */
export function htmlFiles(dir: string): string[] {
  return filesEndingWith(dir, '.html');
}

/** Every file under `dir` whose name ends with `suffix`, relative to it, in a stable order. */
export function filesEndingWith(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative === '' ? entry.name : path.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(child);
      } else if (entry.isFile() && entry.name.endsWith(suffix)) {
        found.push(child);
      }
    }
  };
  walk('');
  return found;
}

/** The `<loc>` entries of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
  );
}

/** Resolves URL paths to files of the export, as a static host with `trailingSlash` would. */
export class ExportFiles {
  private readonly cache = new Map<string, string | null>();

  constructor(private readonly dir: string) {}

  private isFile(relative: string): boolean {
    try {
      return fs.statSync(path.join(this.dir, relative)).isFile();
    } catch {
      return false;
    }
  }

  /** The file served for `pathname` (already decoded), relative to the export, or null. */
  fileFor(pathname: string): string | null {
    const cached = this.cache.get(pathname);
    if (cached !== undefined) {
      return cached;
    }
    const relative = pathname.replace(/^\/+/, '');
    let file: string | null = null;
    if (pathname.split('/').includes('..')) {
      file = null;
    } else if (pathname.endsWith('/')) {
      file = this.isFile(path.join(relative, 'index.html'))
        ? path.join(relative, 'index.html')
        : null;
    } else if (this.isFile(relative)) {
      file = relative;
    } else if (this.isFile(path.join(relative, 'index.html'))) {
      // A static host redirects `/a` to `/a/`.
      file = path.join(relative, 'index.html');
    }
    this.cache.set(pathname, file);
    return file;
  }
}
