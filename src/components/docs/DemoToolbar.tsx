/**
 * The toolbar under a demo: the code language (visible `JS`/`TS`, named `JavaScript`/`TypeScript`),
 * show/hide code, and compact icon buttons with tooltips (open in StackBlitz or CodeSandbox, copy
 * the source, copy a link to the demo, reset the focus, reset the demo, the source on GitHub),
 * wrapping so it fits a 360 px phone. Every control declares its analytics event.
 * Plain elements with static CSS, like the rest of the shell (ShellButton, ShellToggleGroup): the
 * library's ToggleButtonGroup, IconButton and Tooltip were chunks a component page downloaded and
 * ran before it was interactive, for a toolbar its first paint draws the same without them.
 */
import * as React from 'react';
import type { CodeVariant } from '@/core/codePreferences';
import { EARLY_CLICK_ATTRIBUTE } from '@/theme/earlyClicks';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/demoStrings';
import '@/providers/strings/settingsStrings';
import ShellButton from '@/components/layout/ShellButton';
import ShellToggleGroup from '@/components/layout/ShellToggleGroup';
import { classNames } from '@/components/layout/classNames';
import shellButtonStyles from '@/components/layout/ShellButton.module.css';
import ToolbarTooltip from './ToolbarTooltip';
import {
  BoltIcon,
  BoxIcon,
  CopyIcon,
  FocusIcon,
  LinkIcon,
  ResetIcon,
  SourceIcon,
} from './DemoToolbarIcons';
import styles from './DemoToolbar.module.css';

const GA_CATEGORY = 'demo';

export interface DemoToolbarProps {
  /** The demo's registry id, the label of its analytics events. */
  demoId: string;
  codeVariant: CodeVariant;
  onCodeVariant: (next: CodeVariant) => void;
  expanded: boolean;
  onToggleCode: () => void;
  /** Absent for a demo that cannot open as a project of its own. */
  onOpenStackBlitz?: () => void;
  /** Absent for a demo that cannot open as a project of its own. */
  onOpenCodeSandbox?: () => void;
  onCopySource: () => void;
  /** Whether the source was just copied (the button says so for a moment). */
  sourceCopied: boolean;
  onCopyLink: () => void;
  linkCopied: boolean;
  onResetFocus: () => void;
  /** The Show code button, which Escape in the editor returns to. */
  codeButtonRef?: React.Ref<HTMLButtonElement>;
  onReset: () => void;
  sourceUrl: string;
  /** The reader is about to ask for the code (pointer over, or focus on, Show code or StackBlitz). */
  onCodeWanted?: () => void;
}

export default function DemoToolbar({
  demoId,
  codeVariant,
  onCodeVariant,
  expanded,
  onToggleCode,
  onOpenStackBlitz,
  onOpenCodeSandbox,
  onCopySource,
  sourceCopied,
  onCopyLink,
  linkCopied,
  onResetFocus,
  codeButtonRef,
  onReset,
  sourceUrl,
  onCodeWanted,
}: DemoToolbarProps) {
  const t = useTranslate();
  const wantsCode = { onPointerEnter: onCodeWanted, onFocus: onCodeWanted };
  const ga = (action: string) => ({
    'data-ga-event-category': GA_CATEGORY,
    'data-ga-event-action': action,
    'data-ga-event-label': demoId,
  });
  const iconButton = classNames(shellButtonStyles.button, shellButtonStyles.icon, styles.icon);
  return (
    <div
      role="toolbar"
      aria-label={t('demo.toolbar')}
      className={`demo-toolbar ${styles.toolbar}`}
      // Show code and JS/TS clicked before the page hydrates act then (src/theme/earlyClicks.ts).
      {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
    >
      <ShellToggleGroup
        label={t('settings.codeLanguage')}
        value={codeVariant}
        onChange={onCodeVariant}
        options={[
          { value: 'JS', text: 'JS', name: t('settings.javascript'), ga: ga('code-variant-js') },
          { value: 'TS', text: 'TS', name: t('settings.typescript'), ga: ga('code-variant-ts') },
        ]}
      />
      <ShellButton
        ref={codeButtonRef}
        type="button"
        size="small"
        aria-expanded={expanded}
        onClick={onToggleCode}
        {...wantsCode}
        {...ga(expanded ? 'collapse' : 'expand')}
      >
        {expanded ? t('demo.hideCode') : t('demo.showCode')}
      </ShellButton>
      <div className={styles.actions}>
        {onOpenStackBlitz ? (
          <ToolbarTooltip title={t('demo.openStackBlitz')}>
            <button
              type="button"
              className={iconButton}
              aria-label={t('demo.openStackBlitz')}
              onClick={onOpenStackBlitz}
              {...wantsCode}
              {...ga('stackblitz')}
            >
              <BoltIcon />
            </button>
          </ToolbarTooltip>
        ) : null}
        {onOpenCodeSandbox ? (
          <ToolbarTooltip title={t('demo.openCodeSandbox')}>
            <button
              type="button"
              className={iconButton}
              aria-label={t('demo.openCodeSandbox')}
              onClick={onOpenCodeSandbox}
              {...wantsCode}
              {...ga('codesandbox')}
            >
              <BoxIcon />
            </button>
          </ToolbarTooltip>
        ) : null}
        <ToolbarTooltip title={sourceCopied ? t('demo.copiedSource') : t('demo.copySource')}>
          <button
            type="button"
            className={iconButton}
            aria-label={t('demo.copySource')}
            onClick={onCopySource}
            {...wantsCode}
            {...ga('copy-source')}
          >
            <CopyIcon />
          </button>
        </ToolbarTooltip>
        <ToolbarTooltip title={linkCopied ? t('demo.copiedLink') : t('demo.copyLink')}>
          <button
            type="button"
            className={iconButton}
            aria-label={t('demo.copyLink')}
            onClick={onCopyLink}
            {...ga('copy-link')}
          >
            <LinkIcon />
          </button>
        </ToolbarTooltip>
        <ToolbarTooltip title={t('demo.resetFocus')}>
          <button
            type="button"
            className={iconButton}
            aria-label={t('demo.resetFocus')}
            onClick={onResetFocus}
            {...ga('reset-focus')}
          >
            <FocusIcon />
          </button>
        </ToolbarTooltip>
        <ToolbarTooltip title={t('demo.reset')}>
          <button
            type="button"
            className={iconButton}
            aria-label={t('demo.reset')}
            onClick={onReset}
            {...ga('reset')}
          >
            <ResetIcon />
          </button>
        </ToolbarTooltip>
        <ToolbarTooltip title={t('demo.source')}>
          <a
            className={iconButton}
            href={sourceUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('demo.source')}
            {...ga('source')}
          >
            <SourceIcon />
          </a>
        </ToolbarTooltip>
      </div>
    </div>
  );
}
