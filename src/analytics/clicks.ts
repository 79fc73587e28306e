/** Click events declared with `data-ga-event-*` attributes, listened for once on the document. */
import { gaClickEvent } from '@/core/gaEvent';
import type { RandomSource } from '@/core/sampling';
import { sendToGtag } from './gtag';

const CATEGORY = 'data-ga-event-category';

function onClick(event: MouseEvent, random: RandomSource): void {
  const target = event.target;
  if (!(target instanceof Element)) {
    return;
  }
  const element = target.closest(`[${CATEGORY}]`);
  if (element === null) {
    return;
  }
  const click = gaClickEvent(
    {
      category: element.getAttribute(CATEGORY),
      action: element.getAttribute('data-ga-event-action'),
      label: element.getAttribute('data-ga-event-label'),
      split: element.getAttribute('data-ga-event-split'),
    },
    random,
  );
  if (click !== null) {
    sendToGtag('event', click.category, click.params);
  }
}

/** Starts listening; returns the function that stops. */
export function listenForClicks(random: RandomSource): () => void {
  const listener = (event: MouseEvent) => onClick(event, random);
  document.addEventListener('click', listener, true);
  return () => document.removeEventListener('click', listener, true);
}
