/**
 * Merges two sets of component settings for a theme. `deepmerge` alone loses a style override
 * written as a function when the other side writes the same slot as an object (the object
 * replaces it): the density overrides, objects, silently dropped the colour overrides of toggle
 * buttons. Here a slot both sides style becomes a function that resolves each side with the
 * slot's props and merges the results, the second side winning where both set a property.
 */
import { deepmerge } from '@mui/utils';

type StyleOverride = object | ((props: never) => object);
interface ComponentSettings {
  styleOverrides?: Record<string, StyleOverride | undefined>;
}

function resolveStyle(style: StyleOverride, props: never): object {
  return typeof style === 'function' ? style(props) : style;
}

function mergeStyle(first: StyleOverride, second: StyleOverride): StyleOverride {
  if (typeof first !== 'function' && typeof second !== 'function') {
    return deepmerge(first, second);
  }
  return (props: never) => deepmerge(resolveStyle(first, props), resolveStyle(second, props));
}

function mergeSettings(first: ComponentSettings, second: ComponentSettings): ComponentSettings {
  const merged: ComponentSettings = deepmerge(first, second);
  const slots = { ...first.styleOverrides };
  for (const [slot, style] of Object.entries(second.styleOverrides ?? {})) {
    const before = slots[slot];
    slots[slot] = before && style ? mergeStyle(before, style) : (style ?? before);
  }
  return first.styleOverrides || second.styleOverrides
    ? { ...merged, styleOverrides: slots }
    : merged;
}

export function mergeComponentOverrides<T extends object>(first: T, second: T): T {
  const merged: Record<string, object | undefined> = { ...(first as Record<string, object>) };
  for (const [name, settings] of Object.entries(second) as [string, object | undefined][]) {
    const before = merged[name];
    merged[name] =
      before && settings
        ? mergeSettings(before as ComponentSettings, settings as ComponentSettings)
        : (settings ?? before);
  }
  return merged as T;
}
