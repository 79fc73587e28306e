import type { Redirect } from '@/core/redirects';

/** Paths of this area that moved to mui.com's path: each keeps a redirect page (src/core/redirects.ts). */
export const redirects: Redirect[] = [
  { from: '/material-ui/getting-started/overview', to: '/material-ui/getting-started' },
  { from: '/material-ui/react-icons', to: '/material-ui/icons' },
  { from: '/material-ui/react-transitions', to: '/material-ui/transitions' },
  {
    from: '/material-ui/customization/css-theme-variables',
    to: '/material-ui/experimental-api/css-theme-variables/overview',
  },
];
