import { normalizeTitle, pageTopics } from './pageTopics';

describe('normalizeTitle', () => {
  it('keeps lowercase letters, digits and single spaces', () => {
    expect(normalizeTitle('`useAutocomplete`')).toBe('useautocomplete');
    expect(normalizeTitle('Non-modal  dialog ')).toBe('nonmodal dialog');
    expect(normalizeTitle('Material UI (React Transition Group)')).toBe(
      'material ui react transition group',
    );
    expect(normalizeTitle('Step 2: Ünïcode')).toBe('step 2 ünïcode');
  });

  it('reads links and tags as their text', () => {
    expect(normalizeTitle('[Popper](/base-ui/react-popper/) placement')).toBe('popper placement');
    expect(normalizeTitle('Grid <span class="badge">new</span>')).toBe('grid new');
  });
});

describe('pageTopics', () => {
  const page = [
    '---',
    'title: Button',
    '---',
    '',
    '# Button',
    '',
    '{{"demo": "Hero.tsx"}}',
    '',
    '## Introduction',
    '',
    'Text.',
    '',
    '### Custom structure',
    '',
    '#### Deeper',
    '',
    '{{"demo": "Deep.tsx"}}',
    '{{"demo": "WithOptions.tsx", "bg": "inline"}}',
    '',
    '```md',
    '## Not a heading',
    '{{"demo": "NotADemo.tsx"}}',
    '```',
    '',
    '## Accessibility',
    '',
    'Prose only.',
  ].join('\n');

  it('splits the page at ## and ### headings, deeper headings staying in their section', () => {
    expect(pageTopics(page).topics).toEqual([
      { level: 2, text: 'Introduction', key: 'introduction', demos: 0 },
      { level: 3, text: 'Custom structure', key: 'custom structure', demos: 2 },
      { level: 2, text: 'Accessibility', key: 'accessibility', demos: 0 },
    ]);
  });

  it('counts every demo marker outside fenced code, with or without options', () => {
    expect(pageTopics(page).demos).toBe(3);
  });
});
