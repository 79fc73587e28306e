/** The list of the product switcher: its own module, loaded the first time the menu opens. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { PRODUCT_LABELS } from '@/core/product';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import type { VersionedProduct } from '@/content/versions';
import { SWITCHER_PRODUCTS } from './switcherProducts';

export default function ProductMenuList({
  id,
  anchor,
  current,
  versions,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: VersionedProduct | null;
  versions: Record<VersionedProduct, string>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SWITCHER_PRODUCTS.map(({ product, href }) => (
        <MenuItem
          key={product}
          component={SiteLink}
          href={localizePath(href, language)}
          selected={product === current}
          onClick={onClose}
        >
          <ListItemText primary={PRODUCT_LABELS[product]} secondary={`v${versions[product]}`} />
        </MenuItem>
      ))}
      <MenuItem component={SiteLink} href={localizePath('/versions/', language)} onClick={onClose}>
        <ListItemText primary={t('shell.versions')} />
      </MenuItem>
    </Menu>
  );
}
