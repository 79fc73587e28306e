/**
 * The MUI runtime of Joy UI's component pages: the site's (src/components/layout/muiRuntime.ts)
 * and the scope of Joy demos, imported with the page so that its demo folder shares both.
 */
export * from '@/components/layout/muiRuntime';
export { default as JoyDemoScope } from './JoyDemoScope';
