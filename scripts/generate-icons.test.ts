/**
 * The finder's index as scripts/generate-icons.ts writes it from the installed package and
 * data/icon-synonyms.json: every icon and theme is there, at least 300 icons have synonyms of our
 * own, and what readers type finds what they mean on the real data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDrawingChunk, parseIconIndex, type IconIndexFile } from '@/core/iconIndex';
import { ICON_THEMES, themeBit } from '@/core/iconNames';
import { prepareIcons, searchIcons } from '@/core/iconSearch';
import { run } from './generate-icons';

const ROOT = path.join(__dirname, '..');

function filesFolder(): string {
  const module = fs.readFileSync(path.join(ROOT, 'generated', 'icons', 'iconFiles.ts'), 'utf8');
  const folder = /ICON_FILES_PATH = '([^']+)'/.exec(module)?.[1];
  if (!folder) throw new Error('generated/icons/iconFiles.ts names no folder');
  return path.join(ROOT, 'public', folder);
}

let index: IconIndexFile;

beforeAll(() => {
  run();
  index = parseIconIndex(
    JSON.parse(fs.readFileSync(path.join(filesFolder(), 'index.json'), 'utf8')),
    'index.json',
  );
});

describe('the icon finder index', () => {
  it('holds every icon of the package in its themes', () => {
    expect(index.icons.length).toBeGreaterThan(2000);
    for (const theme of ICON_THEMES) {
      const count = index.icons.filter(([, themes]) => (themes & themeBit(theme)) !== 0).length;
      expect(count).toBeGreaterThan(2000);
    }
    const github = index.icons.find(([name]) => name === 'GitHub');
    expect(github?.[1]).toBe(themeBit('Filled'));
  });

  it('has synonyms of our own for at least 300 icons', () => {
    expect(index.icons.filter(([, , , synonyms]) => synonyms !== '').length).toBeGreaterThan(300);
  });

  it('finds what readers type', () => {
    const icons = prepareIcons(index);
    expect(searchIcons(icons, 'trash', 'Filled').slice(0, 3)).toEqual([
      'Delete',
      'DeleteForever',
      'DeleteOutline',
    ]);
    expect(searchIcons(icons, 'gear', 'Filled')[0]).toBe('Settings');
    expect(searchIcons(icons, 'cart', 'Outlined').slice(0, 3)).toContain('ShoppingCart');
    expect(searchIcons(icons, 'delete', 'Sharp')[0]).toBe('Delete');
    expect(searchIcons(icons, 'calender', 'Filled')).toContain('CalendarMonth');
  });

  it('writes drawing files the browser accepts', () => {
    const folder = filesFolder();
    const files = fs.readdirSync(folder).filter((file) => file !== 'index.json');
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      expect(() =>
        parseDrawingChunk(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')), file),
      ).not.toThrow();
    }
  });
});
