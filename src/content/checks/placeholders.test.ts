import { findPlaceholders } from './placeholders';

describe('placeholder phrases', () => {
  it.each([
    ['Lorem ipsum dolor sit amet', 'lorem ipsum'],
    ['This section is TODO.', 'TODO'],
    ['Pricing: TBD', 'TBD'],
    ['Charts are Coming Soon!', 'coming soon'],
    ['Some placeholder text here', 'placeholder text'],
    ['本节内容敬请期待。', '敬请期待'],
    ['此处为占位文本', '占位文字'],
  ])('finds %p', (text, phrase) => {
    expect(findPlaceholders(text)).toEqual([phrase]);
  });

  it.each([
    'Set the placeholder prop to show a hint in an empty input.',
    'A todo list keeps track of tasks.',
    'The placeholder is shown until the user types.',
    'Textarea with placeholder',
  ])('leaves %p alone', (text) => {
    expect(findPlaceholders(text)).toEqual([]);
  });
});
