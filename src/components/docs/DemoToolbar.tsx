/**
 * The toolbar under a demo: the code language (visible `JS`/`TS`, named `JavaScript`/`TypeScript`),
 * show/hide code, and compact icon buttons with tooltips (open in StackBlitz or CodeSandbox, copy
 * the source, copy a link to the demo, reset the focus, reset the demo, the source on GitHub),
 * wrapping so it fits a 360 px phone. Every control declares its analytics event.
 */
import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import BoltIcon from '@mui/icons-material/Bolt';
import GitHubIcon from '@mui/icons-material/GitHub';
import ReplayIcon from '@mui/icons-material/Replay';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import type { CodeVariant } from '@/core/codePreferences';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/demoStrings';
import '@/providers/strings/settingsStrings';
import { logicalToggleGroupSx } from '@/components/layout/logicalToggleGroup';

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
  return (
    <Stack
      role="toolbar"
      aria-label={t('demo.toolbar')}
      direction="row"
      className="demo-toolbar"
      // Gaps rather than margins (the same in both directions before the scripts run), and
      // wrapping, so a phone fits every button.
      sx={{ alignItems: 'center', mt: 1, gap: 0.5, flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={codeVariant}
        aria-label={t('settings.codeLanguage')}
        sx={logicalToggleGroupSx}
        onChange={(_event, next: CodeVariant | null) => {
          if (next) {
            onCodeVariant(next);
          }
        }}
      >
        <ToggleButton value="JS" aria-label={t('settings.javascript')} {...ga('code-variant-js')}>
          JS
        </ToggleButton>
        <ToggleButton value="TS" aria-label={t('settings.typescript')} {...ga('code-variant-ts')}>
          TS
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        ref={codeButtonRef}
        size="small"
        color="secondary"
        aria-expanded={expanded}
        onClick={onToggleCode}
        {...wantsCode}
        {...ga(expanded ? 'collapse' : 'expand')}
      >
        {expanded ? t('demo.hideCode') : t('demo.showCode')}
      </Button>
      <Stack direction="row" sx={{ marginInlineStart: 'auto' }}>
        {onOpenStackBlitz ? (
          <Tooltip title={t('demo.openStackBlitz')}>
            <IconButton
              size="small"
              aria-label={t('demo.openStackBlitz')}
              onClick={onOpenStackBlitz}
              {...wantsCode}
              {...ga('stackblitz')}
            >
              <BoltIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {onOpenCodeSandbox ? (
          <Tooltip title={t('demo.openCodeSandbox')}>
            <IconButton
              size="small"
              aria-label={t('demo.openCodeSandbox')}
              onClick={onOpenCodeSandbox}
              {...wantsCode}
              {...ga('codesandbox')}
            >
              <ViewInArOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={sourceCopied ? t('demo.copiedSource') : t('demo.copySource')}>
          <IconButton
            size="small"
            aria-label={t('demo.copySource')}
            onClick={onCopySource}
            {...wantsCode}
            {...ga('copy-source')}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={linkCopied ? t('demo.copiedLink') : t('demo.copyLink')}>
          <IconButton
            size="small"
            aria-label={t('demo.copyLink')}
            onClick={onCopyLink}
            {...ga('copy-link')}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demo.resetFocus')}>
          <IconButton
            size="small"
            aria-label={t('demo.resetFocus')}
            onClick={onResetFocus}
            {...ga('reset-focus')}
          >
            <CenterFocusStrongIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demo.reset')}>
          <IconButton size="small" aria-label={t('demo.reset')} onClick={onReset} {...ga('reset')}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demo.source')}>
          <IconButton
            size="small"
            component="a"
            href={sourceUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('demo.source')}
            {...ga('source')}
          >
            <GitHubIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
