/**
 * Opens a demo as a StackBlitz project in a new tab. The SDK (a form POST to stackblitz.com) and
 * the project builder load on the first click, not with the page.
 */
import type { SandboxDemo } from '@/core/sandboxProject';

export async function openInStackBlitz(demo: SandboxDemo): Promise<void> {
  const [{ default: sdk }, { sandboxProject }] = await Promise.all([
    import('@stackblitz/sdk'),
    import('@/core/sandboxProject'),
  ]);
  const project = sandboxProject(demo);
  sdk.openProject(project, {
    newWindow: true,
    openFile: `src/${demo.name}.${demo.language === 'TS' ? 'tsx' : 'jsx'}`,
  });
}
