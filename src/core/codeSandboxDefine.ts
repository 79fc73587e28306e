/**
 * A demo's project as CodeSandbox's define API takes it: the same files as its StackBlitz project
 * (src/core/sandboxProject.ts: exact versions, the reader's language, the demo's local files),
 * each as `{ content, isBinary }`, sent as a form POST whose `parameters` field is the JSON
 * compressed by lz-string (as the API reads it), and a `query` that opens the demo's file.
 * Pure apart from the compression, which the caller hands in.
 */
import type { SandboxProject } from './sandboxProject';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export interface CodeSandboxFiles {
  files: Record<string, { content: string; isBinary: false }>;
}

export function codeSandboxFiles(project: SandboxProject): CodeSandboxFiles {
  return {
    files: Object.fromEntries(
      Object.entries(project.files).map(([path, content]) => [
        path,
        { content, isBinary: false as const },
      ]),
    ),
  };
}

/** The URL-safe base64 that the define API expects of `parameters`. */
export function urlSafeBase64(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The form's fields: `parameters` (compressed files) and `query` (the file to open). */
export function codeSandboxFormFields(
  project: SandboxProject,
  openFile: string,
  compressToBase64: (text: string) => string,
): Record<string, string> {
  return {
    parameters: urlSafeBase64(compressToBase64(JSON.stringify(codeSandboxFiles(project)))),
    query: `file=/${openFile}`,
  };
}
