/**
 * Opens a demo as a CodeSandbox project in a new tab: a form POST to CodeSandbox's define API with
 * the files of the demo's project. The project builder and lz-string load on the first click.
 */
import type { SandboxDemo } from '@/core/sandboxProject';

export async function openInCodeSandbox(demo: SandboxDemo): Promise<void> {
  const [{ sandboxProject }, { CODESANDBOX_DEFINE_URL, codeSandboxFormFields }, lz] =
    await Promise.all([
      import('@/core/sandboxProject'),
      import('@/core/codeSandboxDefine'),
      import('lz-string'),
    ]);
  const project = sandboxProject(demo);
  const openFile = `src/${demo.name}.${demo.language === 'TS' ? 'tsx' : 'jsx'}`;
  const fields = codeSandboxFormFields(project, openFile, (text) =>
    lz.default.compressToBase64(text),
  );
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = CODESANDBOX_DEFINE_URL;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
