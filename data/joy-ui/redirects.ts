import type { Redirect } from '@/core/redirects';

/** Paths of this area that moved to mui.com's path: each keeps a redirect page (src/core/redirects.ts). */
export const redirects: Redirect[] = [
  { from: '/joy-ui/getting-started/overview', to: '/joy-ui/getting-started' },
  { from: '/joy-ui/guides/next-js-app-router', to: '/joy-ui/integrations/next-js-app-router' },
  { from: '/joy-ui/guides/using-icon-libraries', to: '/joy-ui/integrations/icon-libraries' },
  {
    from: '/joy-ui/guides/using-joy-ui-and-material-ui-together',
    to: '/joy-ui/integrations/material-ui',
  },
];
