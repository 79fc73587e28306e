/**
 * The pages Lighthouse measures, and the rows each gives. The API page is measured once per layout
 * (docs/product-rules.md#api-display): its server HTML is the expanded list, and a reader with no saved layout is shown a
 * random one after hydration, so a first visit's figures would be a draw. Each layout is saved
 * before its runs instead, for figures that repeat: expanded (what crawlers and the server show),
 * collapsed and table (what the other two thirds of readers, and everyone who chose one, get).
 */
import { API_DISPLAY_OPTIONS, API_SECTIONS, type ApiDisplayOption } from '@/core/apiDisplay';
import { API_DISPLAY } from '@/core/storedPreferences';
import type { LighthouseFigures, SavedStorage } from './lighthouseRuns';
import type { Row } from './report';

export interface LighthouseTarget {
  /** The section of its rows, e.g. `Lighthouse api, table layout`. */
  label: string;
  page: string;
  saved?: SavedStorage;
}

/** Every API section saved in `option`. */
export function savedApiLayout(option: ApiDisplayOption): SavedStorage {
  return Object.fromEntries(API_SECTIONS.map((section) => [API_DISPLAY[section].key, option]));
}

export function lighthouseTargets(pages: {
  home: string;
  guide: string;
  component: string;
  api: string;
}): LighthouseTarget[] {
  return [
    { label: 'Lighthouse home', page: pages.home },
    { label: 'Lighthouse guide', page: pages.guide },
    { label: 'Lighthouse component', page: pages.component },
    ...API_DISPLAY_OPTIONS.map((option) => ({
      label: `Lighthouse api, ${option} layout`,
      page: pages.api,
      saved: savedApiLayout(option),
    })),
  ];
}

type Budget = Row['budget'];

/** The rows of one target's figures, each beside its budget. */
export function lighthouseRows(
  label: string,
  figures: LighthouseFigures,
  budgets: {
    performance: Budget;
    accessibility: Budget;
    bestPractices: Budget;
    seo: Budget;
    lcpMs: Budget;
    tbtMs: Budget;
    cls: Budget;
    speedIndexToFcp?: Budget;
  },
): Row[] {
  const row = (figure: string, value: number, unit: string, budget?: Budget): Row => ({
    section: label,
    figure,
    value,
    unit,
    budget,
  });
  return [
    row('performance', figures.performance, '', budgets.performance),
    row('accessibility', figures.accessibility, '', budgets.accessibility),
    row('best practices', figures.bestPractices, '', budgets.bestPractices),
    row('SEO', figures.seo, '', budgets.seo),
    row('LCP', figures.lcpMs, 'ms', budgets.lcpMs),
    row('TBT', figures.tbtMs, 'ms', budgets.tbtMs),
    row('CLS', figures.cls, '', budgets.cls),
    row('FCP', figures.fcpMs, 'ms'),
    row('Speed Index', figures.speedIndexMs, 'ms'),
    // How soon after its first paint the page stops changing on screen.
    row('Speed Index / FCP', figures.speedIndexMs / figures.fcpMs, '', budgets.speedIndexToFcp),
    // No budget: the host's speed, beside the TBT it scales.
    row('host CPU benchmark index', Math.round(figures.benchmarkIndex), ''),
  ];
}
