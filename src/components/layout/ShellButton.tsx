/**
 * The shell's buttons (header controls, Copy, Copy page): a native <button> styled like the
 * library's secondary Button and IconButton, without ButtonBase's ripple and focus machinery,
 * which every page would otherwise download for a handful of buttons. Demos and the lazily
 * loaded drawers and dialogs keep the library's own components.
 */
import { alpha, styled } from '@mui/material/styles';
import { DENSE_SELECTOR as DENSE } from '@/core/storedPreferences';

export interface ShellButtonProps {
  /** `outlined` has a border, `text` none, `icon` is a round button for an icon. */
  variant?: 'text' | 'outlined' | 'icon';
  size?: 'small' | 'medium';
}

/** Props the styling reads; none of them is an attribute of a <button>. */
const STYLE_PROPS = new Set<PropertyKey>(['variant', 'size', 'sx', 'as', 'theme', 'ownerState']);

const ShellButton = styled('button', {
  shouldForwardProp: (prop) => !STYLE_PROPS.has(prop),
})<ShellButtonProps>(({ theme, variant = 'text', size = 'medium' }) => {
  // The docs theme provides CSS variables; a plain theme (a unit test, a demo's own) does not.
  const palette = theme.vars?.palette ?? theme.palette;
  const borderRadius = theme.vars?.shape.borderRadius ?? theme.shape.borderRadius;
  const secondary = (opacity: number) =>
    theme.vars
      ? `rgba(${theme.vars.palette.secondary.mainChannel} / ${opacity})`
      : alpha(theme.palette.secondary.main, opacity);
  const small = size === 'small';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    border: '1px solid transparent',
    borderRadius: variant === 'icon' ? '50%' : borderRadius,
    padding: variant === 'icon' ? 8 : small ? '3px 9px' : '5px 15px',
    minWidth: variant === 'icon' ? 0 : 64,
    background: 'none',
    color: variant === 'icon' ? palette.action.active : palette.secondary.main,
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    fontSize: small ? '0.8125rem' : '0.875rem',
    fontWeight: 600,
    lineHeight: 1.75,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 250ms, border-color 250ms',
    ...(variant === 'outlined' && {
      borderColor: secondary(0.5),
    }),
    '&:hover': {
      backgroundColor:
        variant === 'icon' ? palette.action.hover : secondary(theme.palette.action.hoverOpacity),
      ...(variant === 'outlined' && { borderColor: palette.secondary.main }),
    },
    '&:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    [DENSE]: variant === 'icon' ? { padding: 4 } : { padding: '2px 10px', minHeight: 28 },
  };
});

export default ShellButton;
