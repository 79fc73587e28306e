/** The product switcher: names the current product, shows its version, and lists every area. */
import * as React from 'react';
import ShellButton from './ShellButton';
import { PRODUCT_LABELS, getProductInfo } from '@/core/product';
import { useTranslate } from '@/providers/UserLanguageProvider';
import type { VersionedProduct } from '@/content/versions';
import MountOnceOpened from './MountOnceOpened';
import { currentSwitcherProduct } from './switcherProducts';
import { lazyWithMui } from './muiScope';
import styles from './ProductSwitcher.module.css';

// The menu itself (Menu, Popover, Modal) loads when first opened, not with every page.
const loadList = () => import('./ProductMenuList');
const ProductMenuList = lazyWithMui(loadList);

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
  const { productCategoryId } = getProductInfo(path);
  const current = currentSwitcherProduct(path);
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
        data-ga-event-category="header"
        data-ga-event-action="product-switcher"
        // On phones the switcher lives in the navigation drawer (DrawerProducts).
        className={styles.switcher}
      >
        {label}
        {current ? <span className={styles.version}>v{versions[current]}</span> : null}
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
