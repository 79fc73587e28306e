/**
 * A header control: an icon, with its text beside it from `labelFrom` up (on phones the icon
 * alone, so the header stays one row). `name` is the accessible name at every width, and the
 * button declares its click for analytics (docs/product-rules.md#analytics: category `header`).
 */
import * as React from 'react';
import ShellButton from './ShellButton';
import { classNames } from './classNames';
import styles from './HeaderButton.module.css';

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
}

const LABEL_FROM = { sm: styles.fromSm, md: styles.fromMd, never: undefined };

const HeaderButton = React.forwardRef<HTMLButtonElement, HeaderButtonProps>(function HeaderButton(
  { icon, name, label = name, labelFrom = 'md', gaAction, className, ...buttonProps },
  ref,
) {
  return (
    <ShellButton
      ref={ref}
      type="button"
      variant="outlined"
      aria-label={name}
      data-ga-event-category="header"
      data-ga-event-action={gaAction}
      className={classNames(styles.headerButton, LABEL_FROM[labelFrom], className)}
      {...buttonProps}
    >
      {icon}
      <span className={classNames('header-button-label', styles.label)}>{label}</span>
    </ShellButton>
  );
});

export default HeaderButton;
