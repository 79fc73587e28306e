import type { DemoData, DemoVariant } from '@/content/demos/loadDemos';
import { pickDemoVariant } from './pickDemoVariant';

const variant = (id: string): DemoVariant => ({ id, sourceUrl: '', openable: true, code: '' });

function demo(variants: DemoData['variants']): DemoData {
  return {
    name: 'BasicButtons.tsx',
    anchor: 'basic-buttons',
    variants,
    plan: null,
    report: { newIssueUrl: '', page: 'data/material-ui/react-button.md' },
  };
}

describe('pickDemoVariant', () => {
  it('takes the chosen styling, else system, else any', () => {
    const all = demo({ system: variant('s'), tailwind: variant('t'), css: variant('c') });
    expect(pickDemoVariant(all, 'css').styling).toBe('css');
    expect(pickDemoVariant(demo({ system: variant('s') }), 'tailwind').styling).toBe('system');
    expect(pickDemoVariant(demo({ css: variant('c') }), 'tailwind').styling).toBe('css');
  });

  it('raises the module-not-found error for a demo without any variant', () => {
    expect(() => pickDemoVariant(demo({}), 'system')).toThrow(
      'Module not found: BasicButtons.tsx (any styling). Available: none',
    );
  });
});
