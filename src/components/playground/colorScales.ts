/** The hues of the installed @mui/material/colors, in the order its documentation lists them. */
import {
  amber,
  blue,
  blueGrey,
  brown,
  cyan,
  deepOrange,
  deepPurple,
  green,
  grey,
  indigo,
  lightBlue,
  lightGreen,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
  yellow,
} from '@mui/material/colors';
import type { ColorScale } from '@/core/colorInput';

export const COLOR_SCALES: Readonly<Record<string, ColorScale>> = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
};

export const HUES = Object.keys(COLOR_SCALES);

/** Every shade of a hue that has it; grey, brown and blueGrey have no accent (A…) shades. */
export function shadesOf(hue: string): string[] {
  return Object.keys(COLOR_SCALES[hue] ?? {});
}

export const DEFAULT_SHADE = '500';
