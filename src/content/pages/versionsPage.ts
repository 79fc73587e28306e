/** Props of /versions/: the documented version of each product and where older majors are documented. */
import type { Language } from '@/core/language';
import { PRODUCT_LABELS } from '@/core/product';
import { VERSIONED_PACKAGES, installedVersion, type VersionedProduct } from '../versions';
import type { PageBaseProps } from './pageBase';

export interface ProductVersionInfo {
  product: VersionedProduct;
  label: string;
  packageName: string;
  version: string;
  older: { label: string; url: string }[];
}

export interface VersionsPageProps extends PageBaseProps {
  products: ProductVersionInfo[];
}

/** Documentation of earlier major versions, hosted on their own sub-domains. */
const OLDER_VERSIONS: Record<VersionedProduct, { label: string; url: string }[]> = {
  'material-ui': [
    { label: 'v4', url: 'https://v4.mui.com/' },
    { label: 'v3', url: 'https://v3.mui.com/' },
    { label: 'v1', url: 'https://v1.mui.com/' },
    { label: 'v0', url: 'https://v0.mui.com/' },
  ],
  'joy-ui': [],
  'base-ui': [],
  system: [{ label: 'v4', url: 'https://v4.mui.com/system/basics/' }],
  'x-data-grid': [{ label: 'v5', url: 'https://v5.mui.com/x/react-data-grid/' }],
  'x-date-pickers': [{ label: 'v5', url: 'https://v5.mui.com/x/react-date-pickers/' }],
  'x-charts': [],
  'x-tree-view': [],
};

export function versionsPageProps(language: Language): VersionsPageProps {
  return {
    language,
    path: '/versions',
    title: 'Versions',
    description:
      'The version of each library these docs describe, and links to the docs of earlier major versions.',
    products: (Object.keys(VERSIONED_PACKAGES) as VersionedProduct[]).map((product) => ({
      product,
      label: PRODUCT_LABELS[product],
      packageName: VERSIONED_PACKAGES[product],
      version: installedVersion(VERSIONED_PACKAGES[product]),
      older: OLDER_VERSIONS[product],
    })),
  };
}
