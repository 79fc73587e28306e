import type { VersionedProduct } from '@/content/versions';

/** Every product the switcher offers, with its landing page. */
export const SWITCHER_PRODUCTS: { product: VersionedProduct; href: string }[] = [
  { product: 'material-ui', href: '/material-ui/' },
  { product: 'joy-ui', href: '/joy-ui/' },
  { product: 'base-ui', href: '/base-ui/' },
  { product: 'system', href: '/system/' },
  { product: 'x-data-grid', href: '/x/react-data-grid/' },
  { product: 'x-date-pickers', href: '/x/react-date-pickers/' },
  { product: 'x-charts', href: '/x/react-charts/' },
  { product: 'x-tree-view', href: '/x/react-tree-view/' },
];
