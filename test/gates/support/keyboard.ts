import type { Page } from '@playwright/test';

export type Region = 'skip' | 'header' | 'navigation' | 'main' | 'other';

export interface Focused {
  region: Region;
  name: string;
}

/** Where the focused element sits (skip link, header, side navigation, main), and its name. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { region: 'other' as const, name: '(nothing)' };
    }
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const name = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
    if (element.matches('a[href="#main-content"]')) {
      return { region: 'skip' as const, name };
    }
    if (element.closest('header')) {
      return { region: 'header' as const, name };
    }
    if (element.closest('nav[aria-label="Main navigation"]')) {
      return { region: 'navigation' as const, name };
    }
    if (element.closest('main')) {
      return { region: 'main' as const, name };
    }
    return { region: 'other' as const, name };
  });
}

/** Presses Tab from the top of the page until focus reaches the navigation or the content. */
export async function tabSequence(page: Page, limit = 30): Promise<Focused[]> {
  const sequence: Focused[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    sequence.push(current);
    if (current.region === 'navigation' || current.region === 'main') {
      break;
    }
  }
  return sequence;
}

/**
 * What is wrong with a Tab sequence, or null: the skip link first, then at least two header
 * controls (one of them `Settings`), then the navigation.
 */
export function tabOrderProblem(sequence: readonly Focused[]): string | null {
  const listing = sequence.map((f) => `${f.region}: ${f.name}`).join('\n  ');
  const regions = sequence.map((f) => f.region);
  if (regions[0] !== 'skip') {
    return `the first Tab does not focus the skip link:\n  ${listing}`;
  }
  const end = regions.findIndex((region, i) => i > 0 && region !== 'header');
  const header = sequence.slice(1, end === -1 ? undefined : end);
  if (header.length < 2) {
    return `the header's controls do not follow the skip link:\n  ${listing}`;
  }
  if (!header.some((f) => f.name.includes('Settings'))) {
    return `the Settings button is not among the header's controls:\n  ${listing}`;
  }
  if (end === -1 || regions[end] !== 'navigation') {
    return `the navigation does not follow the header:\n  ${listing}`;
  }
  return null;
}
