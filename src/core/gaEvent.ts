/**
 * Click events declared with `data-ga-event-*` attributes (docs/product-rules.md#analytics): the
 * category names the event, the action and label add to it, the split samples it.
 */
import { isSampled, parseSplit, type RandomSource } from './sampling';

/** The attributes of the nearest element carrying `data-ga-event-category`. */
export interface GaEventAttributes {
  category: string | null;
  action: string | null;
  label: string | null;
  split: string | null;
}

export interface GaClickEvent {
  /** The gtag event name. */
  category: string;
  params: { eventAction?: string; eventLabel?: string };
}

function present(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value;
}

/** The event to send for a click, or null when there is none or the split drops this one. */
export function gaClickEvent(
  attributes: GaEventAttributes,
  random: RandomSource,
): GaClickEvent | null {
  const category = present(attributes.category);
  if (category === undefined) {
    return null;
  }
  if (!isSampled(parseSplit(attributes.split), random)) {
    return null;
  }
  const params: GaClickEvent['params'] = {};
  const action = present(attributes.action);
  const label = present(attributes.label);
  if (action !== undefined) {
    params.eventAction = action;
  }
  if (label !== undefined) {
    params.eventLabel = label;
  }
  return { category, params };
}
