/**
 * The shell's buttons (header controls, Copy, Copy page): a native <button> styled like the
 * library's secondary Button and IconButton by static CSS over the theme's variables
 * (ShellButton.module.css), so a page needs neither ButtonBase nor the styling runtime for them.
 * Demos and the lazily loaded drawers and dialogs keep the library's own components.
 */
import * as React from 'react';
import { classNames } from './classNames';
import styles from './ShellButton.module.css';

export interface ShellButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  /** `outlined` has a border, `text` none, `icon` is a round button for an icon. */
  variant?: 'text' | 'outlined' | 'icon';
  size?: 'small' | 'medium';
}

const ShellButton = React.forwardRef<HTMLButtonElement, ShellButtonProps>(function ShellButton(
  { variant = 'text', size = 'medium', className, ...buttonProps },
  ref,
) {
  return (
    <button
      ref={ref}
      className={classNames(
        styles.button,
        variant === 'outlined' && styles.outlined,
        variant === 'icon' && styles.icon,
        size === 'small' && styles.small,
        className,
      )}
      {...buttonProps}
    />
  );
});

export default ShellButton;
