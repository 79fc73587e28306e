import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSourceFor } from './demoSource';

describe('demoSourceFor', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-source-'));
  const markdownFile = path.join(folder, 'react-button.md');
  fs.mkdirSync(path.join(folder, 'react-button'));
  fs.writeFileSync(path.join(folder, 'react-button', 'BasicButtons.tsx'), 'export default 1;\n');
  fs.writeFileSync(path.join(folder, 'react-button', 'IconButtons.css.tsx'), 'export default 2;\n');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('reads the default styling first, then a variant', () => {
    expect(demoSourceFor(markdownFile, 'BasicButtons.tsx')).toBe('export default 1;\n');
    expect(demoSourceFor(markdownFile, 'IconButtons.tsx')).toBe('export default 2;\n');
  });

  it('raises the module-not-found error with the demos that exist (docs/product-rules.md#error-messages)', () => {
    expect(() => demoSourceFor(markdownFile, 'BasicButton.tsx')).toThrow(
      /^Module not found: BasicButton\.tsx \(in .*react-button\.md\)\. Available: BasicButtons\.tsx, IconButtons\.css\.tsx$/,
    );
  });
});
