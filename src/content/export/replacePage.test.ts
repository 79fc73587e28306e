import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replacePage } from './replacePage';

describe('replacePage', () => {
  it('replaces the page and leaves no temporary file', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-page-'));
    try {
      const file = path.join(folder, 'index.html');
      fs.writeFileSync(file, '<p>before</p>');
      const before = fs.statSync(file).ino;
      replacePage(file, '<p>after</p>');
      expect(fs.readFileSync(file, 'utf8')).toBe('<p>after</p>');
      expect(fs.readdirSync(folder)).toEqual(['index.html']);
      // A new file took the name: a reader that opened the old one still reads it whole.
      expect(fs.statSync(file).ino).not.toBe(before);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
