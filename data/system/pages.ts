import type { NavEntry } from '@/core/navigationTypes';

const pages: NavEntry[] = [
  {
    pathname: '/system/getting-started-group',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/system/getting-started', title: 'Overview' },
      { pathname: '/system/getting-started/installation' },
      { pathname: '/system/getting-started/usage' },
      { pathname: '/system/getting-started/the-sx-prop' },
      { pathname: '/system/getting-started/custom-components' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    icon: 'BrushIcon',
    children: [
      { pathname: '/system/properties' },
      { pathname: '/system/borders' },
      { pathname: '/system/display' },
      { pathname: '/system/flexbox' },
      { pathname: '/system/grid' },
      { pathname: '/system/palette' },
      { pathname: '/system/positions' },
      { pathname: '/system/shadows' },
      { pathname: '/system/sizing' },
      { pathname: '/system/spacing' },
      { pathname: '/system/screen-readers' },
      { pathname: '/system/typography' },
      { pathname: '/system/styled', title: 'styled' },
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
    pathname: '/system/experimental-api',
    icon: 'ExperimentIcon',
    children: [
      {
        pathname: '/system/experimental-api/configure-the-sx-prop',
        title: 'Configure the sx prop',
      },
      { pathname: '/system/experimental-api/css-theme-variables', title: 'CSS Theme Variables' },
    ],
  },
  {
    pathname: '/system/styles',
    icon: 'StyleIcon',
    children: [
      { pathname: '/system/styles/basics' },
      { pathname: '/system/styles/advanced' },
      { pathname: '/system/styles/api', title: 'APIs' },
    ],
  },
  {
    pathname: '/system/customization',
    icon: 'CreateIcon',
    children: [
      { pathname: '/system/customization/theming' },
      { pathname: '/system/customization/breakpoints' },
    ],
  },
];

export default pages;
