import {
  DEFAULT_ICON_THEME,
  iconImportLine,
  iconJsx,
  iconModuleName,
  isIconTheme,
  nameWords,
  splitModuleName,
  themeBit,
  themesOfMask,
} from './iconNames';

describe('icon names', () => {
  const modules = new Set(['Delete', 'DeleteOutlined', 'Info', 'InfoOutlined', 'Outlet']);

  it('finds the theme only when the rest of the name is an icon', () => {
    expect(splitModuleName('DeleteOutlined', modules)).toEqual({
      icon: 'Delete',
      theme: 'Outlined',
    });
    expect(splitModuleName('Delete', modules)).toEqual({ icon: 'Delete', theme: 'Filled' });
    expect(splitModuleName('Outlet', modules)).toEqual({ icon: 'Outlet', theme: 'Filled' });
    expect(splitModuleName('ShareSharp', modules)).toEqual({ icon: 'ShareSharp', theme: 'Filled' });
  });

  it('splits a name into lower-case words, numbers apart', () => {
    expect(nameWords('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(nameWords('Looks3')).toEqual(['looks', '3']);
    expect(nameWords('ThreeDRotation')).toEqual(['three', 'd', 'rotation']);
    expect(nameWords('HDRAuto')).toEqual(['hdr', 'auto']);
    expect(nameWords('Wifi1Bar')).toEqual(['wifi', '1', 'bar']);
    expect(nameWords('')).toEqual([]);
  });

  it('writes the import line and the element of a theme', () => {
    expect(iconImportLine('Delete', 'Outlined')).toBe(
      "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
    );
    expect(iconImportLine('Delete', 'Filled')).toBe(
      "import DeleteIcon from '@mui/icons-material/Delete';",
    );
    expect(iconJsx('Alarm', 'TwoTone')).toBe('<AlarmTwoToneIcon />');
    expect(iconModuleName('Alarm', 'Sharp')).toBe('AlarmSharp');
  });

  it('knows the five themes and their bits', () => {
    expect(DEFAULT_ICON_THEME).toBe('Filled');
    expect(isIconTheme('Outlined')).toBe(true);
    expect(isIconTheme('outlined')).toBe(false);
    expect(isIconTheme('__proto__')).toBe(false);
    expect(isIconTheme(undefined)).toBe(false);
    expect(themeBit('Filled') | themeBit('Sharp')).toBe(17);
    expect(themesOfMask(17)).toEqual(['Filled', 'Sharp']);
    expect(themesOfMask(0)).toEqual([]);
  });
});
