import type { IconIndexFile } from './iconIndex';
import { prepareIcons, queryTerms, searchIcons, withinOneEdit } from './iconSearch';

const ALL = 31;
const index: IconIndexFile = {
  format: 1,
  chunkSize: 100,
  icons: [
    ['Delete', ALL, 'delete', 'trash bin garbage'],
    ['DeleteForever', ALL, 'delete forever', ''],
    ['DeleteOutline', ALL, 'delete outline', ''],
    ['Deselect', ALL, 'deselect', ''],
    ['Github', 1, 'github', 'octocat'],
    ['RestoreFromTrash', ALL, 'restore from trash', ''],
    ['Settings', ALL, 'settings', 'gear cog preferences'],
    ['SettingsApplications', ALL, 'settings applications', ''],
    ['ShoppingCart', ALL, 'shopping cart', 'basket'],
  ],
};
const icons = prepareIcons(index);

describe('the icon search', () => {
  it('finds an icon by a synonym, and the icons named after it', () => {
    const found = searchIcons(icons, 'trash', 'Filled');
    expect(found).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'RestoreFromTrash']);
    expect(searchIcons(icons, 'gear', 'Filled')).toEqual(['Settings', 'SettingsApplications']);
  });

  it('puts the exact name first, then names that start with the query', () => {
    expect(searchIcons(icons, 'delete', 'Filled')[0]).toBe('Delete');
    expect(searchIcons(icons, 'Delete Outline', 'Filled')[0]).toBe('DeleteOutline');
    expect(searchIcons(icons, 'deleteoutline', 'Filled')).toEqual(['DeleteOutline']);
    expect(searchIcons(icons, 'shopping', 'Filled')).toEqual(['ShoppingCart']);
  });

  it('matches name words by prefix, every term required', () => {
    expect(searchIcons(icons, 'del', 'Filled')).toEqual([
      'Delete',
      'DeleteForever',
      'DeleteOutline',
    ]);
    expect(searchIcons(icons, 'del for', 'Filled')).toEqual(['DeleteForever']);
    expect(searchIcons(icons, 'cart basket', 'Filled')).toEqual(['ShoppingCart']);
  });

  it('forgives one wrong, missing or extra letter only when the query finds nothing', () => {
    const withCrash = prepareIcons({
      ...index,
      icons: [...index.icons, ['CarCrash', ALL, 'car crash', '']],
    });
    expect(searchIcons(withCrash, 'trash', 'Filled')).not.toContain('CarCrash');
    expect(searchIcons(withCrash, 'crahs', 'Filled')).toEqual([]);
    expect(searchIcons(withCrash, 'crasj', 'Filled')).toEqual(['CarCrash']);
    expect(searchIcons(icons, 'dlete', 'Filled')).toContain('Delete');
    expect(searchIcons(icons, 'settigns', 'Filled')).toEqual([]);
    expect(searchIcons(icons, 'setings', 'Filled')[0]).toBe('Settings');
    expect(searchIcons(icons, 'shoping', 'Filled')).toEqual(['ShoppingCart']);
    expect(searchIcons(icons, 'dte', 'Filled')).toEqual([]);
  });

  it('keeps to the chosen theme', () => {
    expect(searchIcons(icons, 'github', 'Filled')).toEqual(['Github']);
    expect(searchIcons(icons, 'github', 'Outlined')).toEqual([]);
    expect(searchIcons(icons, '', 'Outlined')).not.toContain('Github');
    expect(searchIcons(icons, '', 'Filled')).toHaveLength(index.icons.length);
  });

  it('never throws on hostile text', () => {
    const long = 'a'.repeat(10_000);
    expect(searchIcons(icons, long, 'Filled')).toEqual([]);
    expect(searchIcons(icons, '.*(+[\\', 'Filled')).toHaveLength(index.icons.length);
    expect(searchIcons(icons, '🗑️ trash', 'Filled')).toContain('Delete');
    expect(searchIcons(icons, '__proto__ constructor', 'Filled')).toEqual([]);
    expect(queryTerms('Ünïcode  CART!!')).toEqual(['unicode', 'cart']);
  });

  it('measures one edit', () => {
    expect(withinOneEdit('delete', 'delete')).toBe(true);
    expect(withinOneEdit('delte', 'delete')).toBe(true);
    expect(withinOneEdit('deleet', 'delete')).toBe(false);
    expect(withinOneEdit('delete', 'deleted')).toBe(true);
    expect(withinOneEdit('dalete', 'delete')).toBe(true);
    expect(withinOneEdit('abc', 'abcde')).toBe(false);
  });
});
