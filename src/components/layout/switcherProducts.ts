import { getProductInfo } from '@/core/product';
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

function isVersioned(id: string | null): id is VersionedProduct {
  return SWITCHER_PRODUCTS.some(({ product }) => product === id);
}

/** The switcher's product of a page, or null where the page belongs to none of them. */
export function currentSwitcherProduct(path: string): VersionedProduct | null {
  const { productId } = getProductInfo(path);
  return isVersioned(productId) ? productId : null;
}
