/**
 * Export step: Next's runtime manifests (`_next/static/<build id>/_buildManifest.js`,
 * `_ssgManifest.js`, `_clientMiddlewareManifest.js`), which every page loads, minified. Turbopack
 * writes the route table of `_buildManifest.js` indented, a line per chunk: 0.19 KiB of gzip on
 * every page that the browser downloads and parses for nothing. esbuild (already the service
 * worker's bundler) rewrites each as the same statements without the whitespace.
 * Runs before the service worker step, which precaches these files under a hash of their content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

/** The manifests' names, as Next writes them in the build id's folder. */
const MANIFEST = /^_[A-Za-z]+Manifest\.js$/;

function manifestFiles(staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  return fs
    .readdirSync(staticDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(staticDir, dir.name))
        .filter((name) => MANIFEST.test(name))
        .map((name) => path.join(staticDir, dir.name, name)),
    );
}

export async function run(outDir: string): Promise<void> {
  const files = manifestFiles(path.join(outDir, '_next', 'static'));
  if (files.length === 0) {
    throw new Error(
      `[export] no _buildManifest.js under ${path.join(outDir, '_next', 'static')}: did next build export there?`,
    );
  }
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    let minified: string;
    try {
      minified = transformSync(source, { loader: 'js', minify: true, charset: 'utf8' }).code;
    } catch (error) {
      throw new Error(
        `[export] Next's manifest ${file} is not JavaScript esbuild can read (${(error as Error).message}): rebuild the export (npm run build)`,
      );
    }
    before += Buffer.byteLength(source);
    after += Buffer.byteLength(minified);
    fs.writeFileSync(file, minified);
  }
  console.log(
    `[export] minified ${files.length} Next manifests: ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} KiB`,
  );
}
