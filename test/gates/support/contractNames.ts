/**
 * The accessible names of docs/product-rules.md#accessible-names, in each language: on English pages
 * the names the contract gives; on /zh/ pages their translations, read from the same
 * translation files the site is built from, so a screen reader reads the page's own language.
 */
import fs from 'node:fs';
import path from 'node:path';

export type NameLanguage = 'en' | 'zh';

/** The contract's English names, by the translation key that carries each. */
const CONTRACT_NAMES = {
  settings: ['shell.settings', 'Settings'],
  language: ['shell.language', 'Language'],
  search: ['shell.search', 'Search'],
  whatsNew: ['shell.whatsNew', "What's new"],
  repository: ['shell.repository', 'GitHub repository'],
  backToTop: ['shell.backToTop', 'Back to top'],
  feedbackRegion: ['shell.feedbackRegion', 'Page feedback'],
  feedbackYes: ['shell.feedbackYes', 'Yes'],
  feedbackNo: ['shell.feedbackNo', 'No'],
  feedbackComment: ['feedback.comment', 'Tell us more (optional)'],
  feedbackOpenIssue: ['feedback.openIssue', 'Open an issue with this comment'],
  skipToContent: ['shell.skipToContent', 'Skip to content'],
  mainNavigation: ['shell.mainNavigation', 'Main navigation'],
  mode: ['settings.mode', 'Mode'],
  light: ['settings.light', 'Light'],
  system: ['settings.system', 'System'],
  dark: ['settings.dark', 'Dark'],
  direction: ['settings.direction', 'Direction'],
  ltr: ['settings.ltr', 'Left to right'],
  rtl: ['settings.rtl', 'Right to left'],
  dense: ['settings.dense', 'Dense'],
  increaseSpacing: ['settings.increaseSpacing', 'Increase spacing'],
  decreaseSpacing: ['settings.decreaseSpacing', 'Decrease spacing'],
  resetDensity: ['settings.resetDensity', 'Reset density'],
  codeLanguage: ['settings.codeLanguage', 'Code language'],
  javascript: ['settings.javascript', 'JavaScript'],
  typescript: ['settings.typescript', 'TypeScript'],
  styling: ['settings.styling', 'Styling'],
  muiSystem: ['settings.muiSystem', 'MUI System'],
  tailwind: ['settings.tailwind', 'Tailwind'],
  css: ['settings.css', 'CSS'],
  copy: ['code.copy', 'Copy'],
  apiDisplay: ['api.display', 'API display'],
  collapsedList: ['api.collapsed', 'Collapsed list'],
  expandedList: ['api.expanded', 'Expanded list'],
  table: ['api.table', 'Table'],
  showCode: ['demo.showCode', 'Show code'],
  hideCode: ['demo.hideCode', 'Hide code'],
  resetDemo: ['demo.reset', 'Reset demo'],
  openStackBlitz: ['demo.openStackBlitz', 'Open in StackBlitz'],
  demoToolbar: ['demo.toolbar', 'Demo toolbar'],
  playground: ['shell.playground', 'Playground'],
  playgroundCopy: ['demo.playgroundCopy', 'Copy the code'],
  playgroundReset: ['demo.playgroundReset', 'Reset props'],
  playgroundCode: ['demo.playgroundCode', 'Code of the chosen props'],
  badgeNew: ['badges.new', 'New'],
  badgePlanned: ['badges.planned', 'Planned'],
  badgeUnstable: ['badges.unstable', 'Unstable'],
  badgeLegacy: ['badges.legacy', 'Legacy'],
  badgePro: ['badges.pro', 'Pro'],
  badgePremium: ['badges.premium', 'Premium'],
  iconFinder: ['icons.finder', 'Material Icons finder'],
  iconSearch: ['icons.search', 'Search icons'],
  iconTheme: ['icons.theme', 'Theme'],
  iconClose: ['icons.close', 'Close'],
  componentLinks: ['shell.componentLinks.label', 'Component links'],
  linkSource: ['shell.componentLinks.source', 'Source'],
  linkWaiAria: ['shell.componentLinks.waiAria', 'WAI-ARIA'],
  linkMaterialDesign: ['shell.componentLinks.materialDesign', 'Material Design'],
  linkFigma: ['shell.componentLinks.figma', 'Figma'],
  linkBundleSize: ['shell.componentLinks.bundleSize', 'Bundle size'],
  linkFeedback: ['shell.componentLinks.feedback', 'Feedback'],
} as const;

export type ContractName = keyof typeof CONTRACT_NAMES;
export type ContractNames = Record<ContractName, string>;

/** The language menu's items: each language in its own script, whatever the page's language. */
export const LANGUAGE_MENU_ITEMS = ['English', '中文'] as const;

const TRANSLATION_FILES: Record<NameLanguage, string> = {
  en: path.join('translations', 'translations.json'),
  zh: path.join('translations', 'translations-zh.json'),
};

function lookup(resources: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, segment) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[segment]
          : undefined,
      resources,
    );
}

/**
 * The names in `language`. Fails when the English file no longer gives the contract's name (the
 * shell and the product rules disagree) or a translation is missing.
 */
export function contractNames(language: NameLanguage): ContractNames {
  const english = JSON.parse(fs.readFileSync(TRANSLATION_FILES.en, 'utf8')) as unknown;
  const resources = JSON.parse(fs.readFileSync(TRANSLATION_FILES[language], 'utf8')) as unknown;
  const names = {} as ContractNames;
  for (const [name, [key, contract]] of Object.entries(CONTRACT_NAMES) as [
    ContractName,
    readonly [string, string],
  ][]) {
    if (lookup(english, key) !== contract) {
      throw new Error(
        `${TRANSLATION_FILES.en}: ${key} should read "${contract}" (docs/product-rules.md#accessible-names); change both together`,
      );
    }
    const value = lookup(resources, key);
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`${TRANSLATION_FILES[language]}: ${key} is missing; translate it`);
    }
    names[name] = value;
  }
  return names;
}
