import type { Redirect } from '@/core/redirects';

/** Paths of this area that moved to mui.com's path: each keeps a redirect page (src/core/redirects.ts). */
export const redirects: Redirect[] = [
  { from: '/system/getting-started/overview', to: '/system/getting-started' },
  { from: '/system/guides/borders', to: '/system/borders' },
  { from: '/system/guides/display', to: '/system/display' },
  { from: '/system/guides/flexbox', to: '/system/flexbox' },
  { from: '/system/guides/grid', to: '/system/grid' },
  { from: '/system/guides/palette', to: '/system/palette' },
  { from: '/system/guides/positions', to: '/system/positions' },
  { from: '/system/guides/shadows', to: '/system/shadows' },
  { from: '/system/guides/sizing', to: '/system/sizing' },
  { from: '/system/guides/spacing', to: '/system/spacing' },
  { from: '/system/guides/typography', to: '/system/typography' },
  { from: '/system/customization/styled', to: '/system/styled' },
];
