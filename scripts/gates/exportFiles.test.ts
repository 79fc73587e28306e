import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesEndingWith, htmlFiles } from './exportFiles';

describe('filesEndingWith', () => {
  it('lists the files under a folder with the ending, nested ones too, relative and in order', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-files-'));
    const files = [
      'b.js',
      'a.js',
      'a.js.map',
      path.join('sub', 'c.js'),
      path.join('sub', 'index.html'),
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    expect(filesEndingWith(dir, '.js')).toEqual(['a.js', 'b.js', path.join('sub', 'c.js')]);
    expect(htmlFiles(dir)).toEqual([path.join('sub', 'index.html')]);
    fs.rmSync(dir, { recursive: true });
  });
});
