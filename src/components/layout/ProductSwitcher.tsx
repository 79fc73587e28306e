/** The product switcher: names the current product, shows its version, and lists every area. */
import * as React from 'react';
import ShellButton from './ShellButton';
import Typography from '@mui/material/Typography';
import { PRODUCT_LABELS, getProductInfo } from '@/core/product';
import { useTranslate } from '@/providers/UserLanguageProvider';
import type { VersionedProduct } from '@/content/versions';
import MountOnceOpened from './MountOnceOpened';
import { SWITCHER_PRODUCTS } from './switcherProducts';

// The menu itself (Menu, Popover, Modal) loads when first opened, not with every page.
const loadList = () => import('./ProductMenuList');
const ProductMenuList = React.lazy(loadList);
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
      <ShellButton
        type="button"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadList()}
        sx={{ gap: 1 }}
      >
        {label}
        {current ? (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            v{versions[current]}
          </Typography>
        ) : null}
      </ShellButton>
      <MountOnceOpened open={anchor !== null}>
        <ProductMenuList
          id={menuId}
          anchor={anchor}
          current={current}
          versions={versions}
          onClose={() => setAnchor(null)}
        />
      </MountOnceOpened>
    </>
  );
}
