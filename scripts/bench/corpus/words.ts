/** The corpus's site structure: areas, groups and the subjects and aspects page titles are made of. */

export const AREAS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'] as const;
export const GROUPS = ['getting-started', 'components', 'customization', 'guides'] as const;

export const SUBJECTS = [
  'button',
  'dialog',
  'table',
  'slider',
  'tabs',
  'menu',
  'drawer',
  'tooltip',
  'stepper',
  'avatar',
  'badge',
  'chip',
  'card',
  'list',
  'popover',
  'snackbar',
  'switch',
  'select',
  'autocomplete',
  'grid',
  'theme',
  'palette',
  'spacing',
  'breakpoints',
  'typography',
  'density',
  'transitions',
  'icons',
];

export const ASPECTS = [
  'api',
  'usage',
  'styling',
  'accessibility',
  'composition',
  'variants',
  'sizes',
  'colors',
  'states',
  'events',
  'layout',
  'recipes',
  'testing',
  'performance',
  'migration',
  'overview',
];
