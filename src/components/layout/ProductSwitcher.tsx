/** The product switcher: names the current product, shows its version, and lists every area. */
import * as React from 'react';
import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PRODUCT_LABELS, getProductInfo } from '@/core/product';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
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

export default function ProductSwitcher({
  path,
  versions,
}: {
  path: string;
  versions: Record<VersionedProduct, string>;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const { productId, productCategoryId } = getProductInfo(path);
  const current = isVersioned(productId) ? productId : null;
  const label = current
    ? PRODUCT_LABELS[current]
    : productCategoryId === 'x'
      ? 'MUI X'
      : t('shell.productSwitcher');

  return (
    <>
      <Button
        color="secondary"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1 }}
      >
        {label}
        {current ? (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            v{versions[current]}
          </Typography>
        ) : null}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SWITCHER_PRODUCTS.map(({ product, href }) => (
          <MenuItem
            key={product}
            component={NextLink}
            href={localizePath(href, language)}
            selected={product === current}
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={PRODUCT_LABELS[product]} secondary={`v${versions[product]}`} />
          </MenuItem>
        ))}
        <MenuItem
          component={NextLink}
          href={localizePath('/versions/', language)}
          onClick={() => setAnchor(null)}
        >
          <ListItemText primary={t('shell.versions')} />
        </MenuItem>
      </Menu>
    </>
  );
}
