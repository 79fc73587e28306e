/**
 * An exclusive toggle group of native buttons (`aria-pressed`) in a labelled group, styled like
 * the library's small ToggleButtonGroup. ToggleButton would bring ButtonBase, its ripple and
 * react-transition-group into the JavaScript of every page that shows one. A click on the chosen
 * option is a deselect, which changes nothing (SPEC.md §5). The buttons are joined with logical
 * properties, so a group painted before the scripts in right-to-left is already mirrored.
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import { DENSE_SELECTOR as DENSE } from '@/core/storedPreferences';

export interface ShellToggleOption<T extends string> {
  value: T;
  /** The visible text. */
  text: string;
  /** The accessible name, when it differs from the text (`JS` is named `JavaScript`). */
  name?: string;
  /** Analytics attributes of the button (`data-ga-event-*`). */
  ga?: Record<`data-ga-event-${string}`, string>;
}

const Group = styled('div')({ display: 'inline-flex', verticalAlign: 'middle' });

const ToggleButton = styled('button')(({ theme }) => {
  const palette = theme.vars?.palette ?? theme.palette;
  const radius = theme.vars?.shape.borderRadius ?? `${theme.shape.borderRadius}px`;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    padding: 7,
    border: `1px solid ${palette.divider}`,
    borderRadius: 0,
    background: 'none',
    color: palette.action.active,
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    // A weight the first paint already has (its font is preloaded, like the shell buttons'), so
    // the labels do not change width when a later font arrives: that shift moved the buttons.
    fontWeight: 600,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms',
    '&:first-of-type': { borderStartStartRadius: radius, borderEndStartRadius: radius },
    '&:last-of-type': { borderStartEndRadius: radius, borderEndEndRadius: radius },
    '&:not(:first-of-type)': { marginInlineStart: -1, borderInlineStartColor: 'transparent' },
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '&[aria-pressed="true"]': {
      color: palette.primary.dark,
      backgroundColor: palette.action.selected,
      ...(theme.getColorSchemeSelector && {
        [theme.getColorSchemeSelector('dark')]: { color: palette.primary.light },
      }),
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    [DENSE]: { padding: '3px 8px' },
  };
});

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
    <Group role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          type="button"
          value={option.value}
          aria-pressed={value === option.value}
          aria-label={option.name}
          {...option.ga}
          onClick={() => (value === option.value ? undefined : onChange(option.value))}
        >
          {option.text}
        </ToggleButton>
      ))}
    </Group>
  );
}
