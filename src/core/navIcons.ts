/** The icons a navigation entry may name (`icon` in data/<area>/pages.ts, docs/authoring.md#a-navigation-entry). */
export const NAV_ICON_NAMES = [
  'AccountTreeIcon',
  'AddIcon',
  'BarChartIcon',
  'BookIcon',
  'BrushIcon',
  'CodeIcon',
  'CreateIcon',
  'DateRangeIcon',
  'DescriptionIcon',
  'ExperimentIcon',
  'StyleIcon',
  'TableViewIcon',
  'ToggleOnIcon',
  'UpdateIcon',
] as const;

export type NavIconName = (typeof NAV_ICON_NAMES)[number];

export function isNavIconName(name: string): name is NavIconName {
  return (NAV_ICON_NAMES as readonly string[]).includes(name);
}
