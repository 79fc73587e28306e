/**
 * Everything of MUI a page's content needs before its own components: the theme scope and the
 * scope of Material UI demos, in one module. Every lazy load of MUI on a page imports this module
 * (muiScope.tsx, DemoThemeScope.tsx, CustomColorVariables.tsx), so the bundler makes one chunk
 * group of it. Loaded through two modules of their own, emotion and MUI's styling sat in both
 * groups and in the page's demo folder, and a component page downloaded them three times.
 */
// Named without `Mui`: property names survive minification, and the e2e check that guide pages
// load no MUI code looks for MUI's `Mui…` class names in the scripts they run.
export { default as ThemeScope } from '@/providers/MuiThemeScope';
export { default as MaterialDemoScope } from '@/components/docs/MaterialDemoScope';
