/**
 * A header control: an icon, with its text beside it from `labelFrom` up (on phones the icon
 * alone, so the header stays one row). `name` is the accessible name at every width, and the
 * button declares its click for analytics (CONTRACT.md "Analytics": category `header`).
 */
import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import ShellButton from './ShellButton';

export interface HeaderButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  icon: React.ReactNode;
  /** The accessible name, e.g. `Search`. */
  name: string;
  /** Visible text beside the icon from `labelFrom` up; defaults to `name`. */
  label?: React.ReactNode;
  /** The first breakpoint that shows the text; `never` keeps the icon alone. */
  labelFrom?: 'sm' | 'md' | 'never';
  /** `data-ga-event-action`: what the click does. */
  gaAction: string;
  sx?: SxProps<Theme>;
}

const HeaderButton = React.forwardRef<HTMLButtonElement, HeaderButtonProps>(function HeaderButton(
  { icon, name, label = name, labelFrom = 'md', gaAction, sx, ...buttonProps },
  ref,
) {
  const withText = labelFrom === 'never' ? {} : { [labelFrom]: '5px 12px' };
  return (
    <ShellButton
      ref={ref}
      type="button"
      variant="outlined"
      aria-label={name}
      data-ga-event-category="header"
      data-ga-event-action={gaAction}
      sx={[
        {
          flexShrink: 0,
          minWidth: 0,
          gap: 0.75,
          padding: { xs: '7px', ...withText },
          '& .header-button-label': {
            display: labelFrom === 'never' ? 'none' : { xs: 'none', [labelFrom]: 'inline' },
            whiteSpace: 'nowrap',
            lineHeight: '20px',
          },
          '& svg': { flexShrink: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...buttonProps}
    >
      {icon}
      <span className="header-button-label">{label}</span>
    </ShellButton>
  );
});

export default HeaderButton;
