/**
 * Product identity derived from the path, carried by `mui:productId` / `mui:productCategoryId`
 * (docs/product-rules.md#areas-and-urls).
 */
import { pathnameToLanguage } from './language';

export type ProductId =
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'docs'
  | 'docs-infra';

export type ProductCategoryId = 'core' | 'x';

export interface ProductInfo {
  productId: ProductId | null;
  productCategoryId: ProductCategoryId | null;
}

/** Core areas: the first path segment is the product id. */
const CORE_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;
/** X sub-products: `/x/react-<name>/...` and `/x/api/<name>/...` map to `x-<name>`. */
const X_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;

type CoreProductId = (typeof CORE_PRODUCTS)[number];
type XProductName = (typeof X_PRODUCTS)[number];

/** Display names of the core and X products. */
export const PRODUCT_LABELS: Record<CoreProductId | `x-${XProductName}`, string> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}

function xProductId(segments: string[]): ProductId | null {
  const [, second, third] = segments;
  const fromComponent = second?.startsWith('react-') ? second.slice('react-'.length) : undefined;
  if (isOneOf(X_PRODUCTS, fromComponent)) {
    return `x-${fromComponent}`;
  }
  if (second === 'api' && isOneOf(X_PRODUCTS, third)) {
    return `x-${third}`;
  }
  return null;
}

/**
 * The product a page belongs to. Accepts a language prefix, a query, a hash
 * and a trailing slash or none.
 */
export function getProductInfo(pathname: string): ProductInfo {
  const { canonicalPathname } = pathnameToLanguage(pathname);
  const segments = canonicalPathname.split('/').filter((part) => part !== '');
  const [first, second] = segments;
  if (isOneOf(CORE_PRODUCTS, first)) {
    return { productId: first, productCategoryId: 'core' };
  }
  if (first === 'x') {
    return { productId: xProductId(segments), productCategoryId: 'x' };
  }
  if (first === 'docs') {
    return { productId: 'docs', productCategoryId: null };
  }
  if (first === 'experiments' && second === 'docs') {
    return { productId: 'docs-infra', productCategoryId: null };
  }
  return { productId: null, productCategoryId: null };
}
