// Static export of the documentation site. See README.md for the build settings.
import os from 'node:os';

/** Packages compiled by Next so that one copy of emotion and MUI is used on the server and in the browser. */
const transpilePackages = [
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@emotion/server',
  '@mui/material',
  '@mui/icons-material',
  '@mui/joy',
  '@mui/base',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/utils',
  '@mui/private-theming',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-license-pro',
  '@mui/x-date-pickers',
  '@mui/x-charts',
  '@mui/x-tree-view',
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages,
  images: { unoptimized: true },
  // `ANALYZE_BUNDLES=1 npm run build` writes browser source maps, to see what a page's JavaScript
  // is made of (the exported site ships without them).
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLES === '1',
  // With a static export, distDir is the export folder: `NEXT_EXPORT_DIR` exports somewhere other
  // than out/ (the service worker tests and the benchmark's corpus builds use it).
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
  // `npm test` type-checks the whole project with tsc before building; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache costs a minute of writing and compaction on every build, and no
    // build here reuses it: CI starts from a clean clone, and the service-worker and benchmark
    // builds change the inlined settings, which invalidates it. `next dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
    // Prerendering starts after compilation, so it can use every core (Next's default leaves one
    // idle: a single worker on a 2-core machine, twice as slow).
    cpus: os.availableParallelism(),
  },
  env: {
    NEXT_PUBLIC_SITE_ORIGIN: process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com',
    NEXT_PUBLIC_PRODUCTION_HOST: process.env.NEXT_PUBLIC_PRODUCTION_HOST || 'mui.com',
    NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '',
    NEXT_PUBLIC_MUI_X_LICENSE_KEY: process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY || '',
  },
};

export default nextConfig;
