/**
 * An exclusive toggle group of native buttons (`aria-pressed`) in a labelled group, styled like
 * the library's small ToggleButtonGroup. ToggleButton would bring ButtonBase, its ripple and
 * react-transition-group into the JavaScript of every page that shows one. A click on the chosen
 * option is a deselect, which changes nothing (docs/product-rules.md#api-display). The buttons are joined with logical
 * properties, so a group painted before the scripts in right-to-left is already mirrored.
 */
import * as React from 'react';
import { EARLY_CLICK_ATTRIBUTE } from '@/theme/earlyClicks';
import styles from './ShellToggleGroup.module.css';

export interface ShellToggleOption<T extends string> {
  value: T;
  /** The visible text. */
  text: string;
  /** The accessible name, when it differs from the text (`JS` is named `JavaScript`). */
  name?: string;
  /** Analytics attributes of the button (`data-ga-event-*`). */
  ga?: Record<`data-ga-event-${string}`, string>;
}

export default function ShellToggleGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly ShellToggleOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      // A choice made before the page hydrates is made again then (src/theme/earlyClicks.ts).
      {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
      className={className === undefined ? styles.group : `${styles.group} ${className}`}
    >
      {options.map((option) => (
        <button
          key={option.value}
          className={styles.button}
          type="button"
          value={option.value}
          aria-pressed={value === option.value}
          aria-label={option.name}
          {...option.ga}
          onClick={() => (value === option.value ? undefined : onChange(option.value))}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
