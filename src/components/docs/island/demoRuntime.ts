/**
 * What a demo renders with besides its own components: MUI's runtime (the theme scope, the scope of
 * Material UI demos) and the demo frame (Demo.tsx: toolbar, code, error box). Each generated
 * folder module re-exports it as `runtime` (scripts/generate-demos.ts), so a page's demos, the
 * libraries they share and this come in one chunk group, loaded once the page is interactive:
 * loaded apart, emotion and MUI's styling would sit in both groups and download twice.
 */
export * from '@/components/layout/muiRuntime';
export { default as Frame } from '../Demo';
