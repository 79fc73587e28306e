import type { NavEntry } from '@/core/navigationTypes';

const pages: NavEntry[] = [
  {
    pathname: '/system/getting-started',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/system/getting-started/overview' },
      { pathname: '/system/getting-started/installation' },
      { pathname: '/system/getting-started/usage' },
      { pathname: '/system/getting-started/the-sx-prop' },
      { pathname: '/system/getting-started/custom-components' },
    ],
  },
  {
    pathname: '/system/components',
    icon: 'ToggleOnIcon',
    children: [
      {
        pathname: '/system/components/layout',
        subheader: 'layout',
        children: [
          { pathname: '/system/react-box' },
          { pathname: '/system/react-container' },
          { pathname: '/system/react-grid', unstable: true },
          { pathname: '/system/react-stack' },
        ],
      },
    ],
  },
  {
    pathname: '/system/api',
    icon: 'CodeIcon',
    children: [
      {
        pathname: '/system/api/components',
        subheader: 'components',
        children: [
          { pathname: '/system/api/box', title: 'Box' },
          { pathname: '/system/api/container', title: 'Container' },
          { pathname: '/system/api/global-styles', title: 'GlobalStyles' },
          { pathname: '/system/api/stack', title: 'Stack' },
          { pathname: '/system/api/theme-provider', title: 'ThemeProvider' },
          { pathname: '/system/api/grid', title: 'Unstable_Grid', unstable: true },
        ],
      },
      {
        pathname: '/system/api/hooks',
        subheader: 'hooks',
        children: [
          { pathname: '/system/api/use-theme', title: 'useTheme' },
          { pathname: '/system/api/use-theme-props', title: 'useThemeProps' },
        ],
      },
    ],
  },
  {
    pathname: '/system/customization',
    icon: 'CreateIcon',
    children: [
      { pathname: '/system/customization/theming' },
      { pathname: '/system/customization/breakpoints' },
      { pathname: '/system/customization/styled', title: 'styled()' },
    ],
  },
  {
    pathname: '/system/guides',
    icon: 'BookIcon',
    children: [
      { pathname: '/system/guides/spacing' },
      { pathname: '/system/guides/palette' },
      { pathname: '/system/guides/typography' },
      { pathname: '/system/guides/borders' },
      { pathname: '/system/guides/display' },
      { pathname: '/system/guides/flexbox' },
      { pathname: '/system/guides/grid', title: 'CSS Grid' },
      { pathname: '/system/guides/shadows' },
      { pathname: '/system/guides/sizing' },
      { pathname: '/system/guides/positions' },
    ],
  },
];

export default pages;
