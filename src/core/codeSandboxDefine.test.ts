import LZString from 'lz-string';
import { codeSandboxFiles, codeSandboxFormFields } from './codeSandboxDefine';
import type { SandboxProject } from './sandboxProject';

const project: SandboxProject = {
  title: 'BasicButtons demo',
  description: 'The BasicButtons demo',
  template: 'node',
  files: { 'package.json': '{"dependencies":{"@mui/material":"5.15.2"}}\n', 'src/A.tsx': 'x' },
};

describe('codeSandboxFiles', () => {
  it('wraps every project file as text', () => {
    expect(codeSandboxFiles(project)).toEqual({
      files: {
        'package.json': { content: project.files['package.json'], isBinary: false },
        'src/A.tsx': { content: 'x', isBinary: false },
      },
    });
  });
});

describe('codeSandboxFormFields', () => {
  it('compresses the files as the define API reads them, and opens the demo file', () => {
    const fields = codeSandboxFormFields(project, 'src/A.tsx', (text) =>
      LZString.compressToBase64(text),
    );
    expect(fields.query).toBe('file=/src/A.tsx');
    expect(fields.parameters).not.toMatch(/[+/=]/);
    const base64 = fields.parameters.replace(/-/g, '+').replace(/_/g, '/');
    expect(JSON.parse(LZString.decompressFromBase64(base64))).toEqual(codeSandboxFiles(project));
  });
});
