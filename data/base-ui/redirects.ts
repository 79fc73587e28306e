import type { Redirect } from '@/core/redirects';

/** Paths of this area that moved to mui.com's path: each keeps a redirect page (src/core/redirects.ts). */
export const redirects: Redirect[] = [
  { from: '/base-ui/getting-started/overview', to: '/base-ui/getting-started' },
];
