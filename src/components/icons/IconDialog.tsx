/**
 * The dialog of one icon in the finder: the icon at several sizes and colours, its import line and
 * element with Copy buttons (the site's code blocks), and links to the SvgIcon API and the Icons
 * guide. A native modal `<dialog>`: the rest of the page is inert while it is open, Escape closes
 * it, Tab cycles inside it, and focus goes back to the icon that opened it.
 */
import * as React from 'react';
import '@/providers/strings/iconsStrings';
import type { DrawingNode } from '@/core/iconIndex';
import { iconImportLine, iconJsx, iconModuleName, type IconTheme } from '@/core/iconNames';
import { localizePath } from '@/core/language';
import CodeBlock from '@/components/code/CodeBlock';
import ShellButton from '@/components/layout/ShellButton';
import SiteLink from '@/components/navigation/SiteLink';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import IconGlyph from './IconGlyph';
import styles from './IconFinder.module.css';

const SIZES = [
  { label: 'small', px: 20 },
  { label: 'medium', px: 24 },
  { label: 'large', px: 35 },
  { label: '48 px', px: 48 },
];

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'action', 'disabled'];

function colorValue(color: string): string {
  return color === 'action' || color === 'disabled'
    ? `var(--mui-palette-action-${color === 'action' ? 'active' : 'disabled'})`
    : `var(--mui-palette-${color}-main)`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function Code({ code }: { code: string }) {
  return (
    <CodeBlock code={code} html={`<pre><code>${escapeHtml(code)}</code></pre>`} language="tsx" />
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export default function IconDialog({
  icon,
  theme,
  nodes,
  onClose,
}: {
  icon: string;
  theme: IconTheme;
  nodes: readonly DrawingNode[] | undefined;
  onClose: () => void;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const ref = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  const module = iconModuleName(icon, theme);

  React.useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
    }
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle} dir="ltr">
            {module}
          </h2>
          <ShellButton type="button" variant="outlined" size="small" onClick={onClose}>
            {t('icons.close')}
          </ShellButton>
        </div>
        <h3 className={styles.dialogHeading}>{t('icons.sizes')}</h3>
        <div className={styles.sizes}>
          {SIZES.map(({ label, px }) => (
            <figure key={px} className={styles.sample}>
              <IconGlyph nodes={nodes} size={px} />
              <figcaption>{label}</figcaption>
            </figure>
          ))}
        </div>
        <h3 className={styles.dialogHeading}>{t('icons.colors')}</h3>
        <div className={styles.sizes}>
          {COLORS.map((color) => (
            <figure key={color} className={styles.sample}>
              <IconGlyph nodes={nodes} size={32} color={colorValue(color)} />
              <figcaption>{color}</figcaption>
            </figure>
          ))}
        </div>
        <h3 className={styles.dialogHeading}>{t('icons.import')}</h3>
        <Code code={iconImportLine(icon, theme)} />
        <h3 className={styles.dialogHeading}>{t('icons.usage')}</h3>
        <Code code={iconJsx(icon, theme)} />
        <p className={styles.links}>
          <SiteLink href={localizePath('/material-ui/api/svg-icon/', language)}>
            {t('icons.svgIcon')}
          </SiteLink>
          <SiteLink href={localizePath('/material-ui/icons/', language)}>
            {t('icons.iconsGuide')}
          </SiteLink>
        </p>
      </div>
    </dialog>
  );
}
