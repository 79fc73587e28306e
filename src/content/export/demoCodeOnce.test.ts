import type { DemoCode } from '@/content/demos/loadDemos';
import { DEMO_CODE_DIR, demoCodeFile, moveDemoCodeOut, type DemoCodeFile } from './demoCodeOnce';

const CODE: DemoCode = {
  tsCode: 'export default function A() { return <b>{1 < 2}</b>; }',
  tsHtml: '<pre class="shiki">ts</pre>',
  jsCode: 'export default function A() {}',
  jsHtml: '<pre class="shiki">js</pre>',
  versions: { react: '18.3.1' },
  modules: [],
};

function props(code: DemoCode | string = CODE) {
  return {
    title: 'Button',
    demos: {
      'Basic.tsx': {
        name: 'Basic',
        anchor: 'Basic',
        plan: null,
        variants: {
          system: {
            id: 'material-ui/react-button/Basic',
            sourceUrl: 'https://x',
            openable: true,
            code,
          },
          tailwind: {
            id: 'material-ui/react-button/Basic.tailwind',
            sourceUrl: 'https://y',
            openable: true,
            code: { ...CODE, tsCode: 'tailwind' },
          },
        },
      },
    },
  };
}

describe('demoCodeFile', () => {
  it('names a JSON file under the static folder by its content', () => {
    const file = demoCodeFile(CODE);
    expect(file.url).toMatch(new RegExp(`^${DEMO_CODE_DIR}[0-9a-f]{16}\\.json$`));
    expect(JSON.parse(file.body)).toEqual(CODE);
    expect(demoCodeFile({ ...CODE }).url).toBe(file.url);
    expect(demoCodeFile({ ...CODE, jsCode: 'other' }).url).not.toBe(file.url);
  });
});

describe('moveDemoCodeOut', () => {
  it('leaves the URL of each variant’s code file in its place and hands over the files', () => {
    const page = props();
    const files: DemoCodeFile[] = [];
    expect(moveDemoCodeOut(page, (file) => files.push(file))).toBe(true);
    const { system, tailwind } = page.demos['Basic.tsx'].variants;
    expect(system.code).toBe(demoCodeFile(CODE).url);
    expect(tailwind.code).toBe(demoCodeFile({ ...CODE, tsCode: 'tailwind' }).url);
    expect(files.map((file) => file.url)).toEqual([system.code, tailwind.code]);
    // What the toolbar needs before the code is there stays.
    expect(system).toMatchObject({ id: 'material-ui/react-button/Basic', openable: true });
    expect(JSON.stringify(page)).not.toContain('shiki');
  });

  it('moves a variant’s preview into its code file and leaves a mark that the page shows it', () => {
    const preview = {
      tsCode: '<b />',
      tsHtml: '<pre>ts</pre>',
      jsCode: '<b />',
      jsHtml: '<pre>js</pre>',
    };
    const page = props();
    const system: Record<string, unknown> = page.demos['Basic.tsx'].variants.system;
    system.preview = preview;
    const files: DemoCodeFile[] = [];
    moveDemoCodeOut(page, (file) => files.push(file));
    expect(system.preview).toEqual({ fromPage: true });
    expect(JSON.parse(files[0].body)).toEqual({ ...CODE, preview });
    expect(JSON.stringify(page)).not.toContain('<pre>');
    // A variant whose code stays in the page keeps its preview as it is.
    const kept = props();
    const open: Record<string, unknown> = kept.demos['Basic.tsx'].variants.system;
    Object.assign(open, { preview, codeInPage: true });
    moveDemoCodeOut(kept, () => undefined);
    expect(open.preview).toEqual(preview);
  });

  it('leaves pages without demos, and pages already rewritten, alone', () => {
    const keep = jest.fn();
    expect(moveDemoCodeOut({ title: 'Guide', demos: {} }, keep)).toBe(false);
    expect(moveDemoCodeOut({ title: 'API' }, keep)).toBe(false);
    expect(moveDemoCodeOut(null, keep)).toBe(false);
    const page = props();
    moveDemoCodeOut(page, () => undefined);
    expect(moveDemoCodeOut(page, keep)).toBe(false);
    expect(keep).not.toHaveBeenCalled();
  });

  it('skips data that is not a demo’s code instead of failing the export', () => {
    const keep = jest.fn();
    const odd = { demos: { a: null, b: { variants: { system: { code: { tsCode: 1 } } } } } };
    expect(moveDemoCodeOut(odd, keep)).toBe(false);
    expect(keep).not.toHaveBeenCalled();
  });
});
