/**
 * The product and version switcher of the navigation drawer (the header has no room for it on
 * phones): every product with its version, the current one marked, and the versions page.
 */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { styled } from '@mui/material/styles';
import { PRODUCT_LABELS } from '@/core/product';
import { localizePath } from '@/core/language';
import type { VersionedProduct } from '@/content/versions';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { SWITCHER_PRODUCTS, currentSwitcherProduct } from '@/components/layout/switcherProducts';

const ProductsRoot = styled('nav')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    padding: theme.spacing(1),
    borderBottom: `1px solid ${palette.divider}`,
    '& h2': {
      margin: 0,
      padding: theme.spacing(1, 1, 0.5),
      fontSize: '0.75rem',
      fontWeight: 700,
      color: palette.text.secondary,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
    },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& a': {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      padding: theme.spacing(0.5, 1),
      borderRadius: theme.shape.borderRadius,
      fontSize: '0.875rem',
      color: palette.text.primary,
      textDecoration: 'none',
    },
    '& a:hover': { backgroundColor: palette.action.hover },
    '& a[aria-current]': { fontWeight: 600, backgroundColor: palette.action.selected },
    '& a:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '& .version': { fontSize: '0.75rem', color: palette.text.secondary },
  };
});

export default function DrawerProducts({
  path,
  versions,
  onChoose,
}: {
  path: string;
  versions: Record<VersionedProduct, string>;
  onChoose: () => void;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const current = currentSwitcherProduct(path);
  const headingId = React.useId();
  return (
    <ProductsRoot aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shell.productSwitcher')}</h2>
      <ul>
        {SWITCHER_PRODUCTS.map(({ product, href }) => (
          <li key={product}>
            <SiteLink
              href={localizePath(href, language)}
              aria-current={product === current ? 'true' : undefined}
              onClick={onChoose}
            >
              <span>{PRODUCT_LABELS[product]}</span>
              <span className="version">v{versions[product]}</span>
            </SiteLink>
          </li>
        ))}
        <li>
          <SiteLink href={localizePath('/versions/', language)} onClick={onChoose}>
            {t('shell.versions')}
          </SiteLink>
        </li>
      </ul>
    </ProductsRoot>
  );
}
