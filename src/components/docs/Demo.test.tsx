/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type { DemoData, DemoVariant } from '@/content/demos/loadDemos';
import { CodePreferencesProvider } from '@/providers/CodePreferencesProvider';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import Demo from './Demo';
import '@/providers/languages/zh';
import DemoThemeScope from './DemoThemeScope';
import DemoErrorBoundary from './DemoErrorBoundary';
import {
  DemoRegistryContext,
  loadDemoFolder,
  type DemoFolderModule,
  type DemoRegistry,
} from './DemoRegistryContext';
import { demoFolder } from './demoFolder';

function Broken(): React.ReactElement {
  throw new Error('Cannot read properties of undefined (reading "map")');
}

function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count}
    </button>
  );
}

// The Node build of the server renderer: jsdom lacks the TextEncoder of the browser one.
const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server.node');

/** Renders of the Counted demo, counted in the browser only (the server's render is not one). */
let countedRenders = 0;
function Counted() {
  if (typeof window !== 'undefined') {
    countedRenders += 1;
  }
  return <p>Counted demo</p>;
}

const folderModule = {
  runtime: {},
  default: demoFolder(
    {
      'area/react-x/Working': () => <p>Working demo</p>,
      'area/react-x/Counter': Counter,
      'area/react-x/Broken': Broken,
      'area/react-x/Counted': Counted,
    },
    'area/react-x',
    () => Promise.resolve({ default: {} }),
  ),
} as unknown as DemoFolderModule;
const registry: DemoRegistry = { 'area/react-x': () => Promise.resolve(folderModule) };

// A demo island renders once its folder has loaded (src/components/docs/island/DemoIsland.tsx).
beforeAll(() => loadDemoFolder(registry['area/react-x']));

function variant(id: string): DemoVariant {
  return {
    id,
    sourceUrl: `https://github.com/mui/mui-docs-site/blob/main/data/${id}.tsx`,
    openable: true,
    code: {
      tsCode: 'ts',
      tsHtml: '<pre>ts</pre>',
      jsCode: 'js',
      jsHtml: '<pre>js</pre>',
      versions: {},
      modules: [],
    },
  };
}

function demo(name: string, plan: DemoData['plan'] = null): DemoData {
  return {
    name,
    anchor: name,
    variants: { system: variant(`area/react-x/${name}`) },
    plan,
    report: { newIssueUrl: 'https://github.com/mui/site/issues/new', page: 'data/area/react-x.md' },
  };
}

function demoPage(...demos: DemoData[]) {
  return demoPageIn('en', ...demos);
}

function demoPageIn(language: 'en' | 'zh', ...demos: DemoData[]) {
  return (
    <UserLanguageProvider language={language}>
      <CodePreferencesProvider>
        <DemoRegistryContext.Provider value={registry}>
          <p>Page text</p>
          {demos.map((item) => (
            <Demo key={item.name} demo={item} ThemeScope={DemoThemeScope} />
          ))}
        </DemoRegistryContext.Provider>
      </CodePreferencesProvider>
    </UserLanguageProvider>
  );
}

function renderDemos(...demos: DemoData[]) {
  return render(demoPage(...demos));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports errors caught by a boundary to the console; that is expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a demo that throws', () => {
  it('shows an error box inside its own demo, and the rest of the page still renders', () => {
    renderDemos(demo('Working'), demo('Broken'));
    const broken = screen.getByRole('region', { name: 'Broken' });
    const alert = screen.getByRole('alert');
    expect(broken).toContainElement(alert);
    expect(alert).toHaveTextContent('The Broken demo failed to render');
    expect(alert).toHaveTextContent('reading "map"');
    expect(screen.getByText('Working demo')).toBeInTheDocument();
    expect(screen.getByText('Page text')).toBeInTheDocument();
    // The demo's controls are still there.
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(2);
  });

  it('says so in the reader’s language', () => {
    render(demoPageIn('zh', demo('Broken')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Broken 演示渲染失败：');
    expect(alert).not.toHaveTextContent('failed to render');
    expect(alert).toHaveTextContent('在 GitHub 上报告此错误');
  });

  it('a demo missing from the registry shows the module-not-found error with the names that exist', () => {
    renderDemos(demo('Gone'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Module not found: area/react-x/Gone. Available: area/react-x/Working, area/react-x/Counter, area/react-x/Broken, area/react-x/Counted',
    );
  });

  it('a demo of a folder the route does not index shows the module-not-found error with the folders it has', () => {
    renderDemos({ ...demo('Elsewhere'), variants: { system: variant('area/react-y/Elsewhere') } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Module not found: area/react-y/Elsewhere. Available: area/react-x',
    );
  });

  it('the boundary renders its children when nothing throws', () => {
    render(
      <DemoErrorBoundary name="Fine">
        <span>content</span>
      </DemoErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the boundary copes with a thrown value that is not an Error', () => {
    function ThrowsString(): React.ReactElement {
      throw 'plain string';
    }
    render(
      <DemoErrorBoundary name="Odd">
        <ThrowsString />
      </DemoErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Odd demo failed to render: plain string',
    );
  });
});

describe('a demo of a commercial plan', () => {
  it('shows its plan badge and runs live (MUI X draws its own watermark without a key)', () => {
    renderDemos(demo('Working', 'pro'));
    const region = screen.getByRole('region', { name: 'Working' });
    expect(region).toHaveTextContent('Pro');
    expect(screen.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
    return screen.findByText('Working demo');
  });

  it('an MIT demo has no badge and runs', () => {
    renderDemos(demo('Working'));
    expect(screen.getByText('Working demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Licensing' })).toBeNull();
  });
});

describe('rendering a demo', () => {
  it('renders the live demo once through hydration and a change of the code language', async () => {
    // A second render of a demo re-renders every styled component in it: after hydration it was
    // an urgent render of each demo on the page (the hydrated flag only licensed demos need).
    const page = demoPage(demo('Counted'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    countedRenders = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(within(container).getByText('Counted demo')).toBeInTheDocument();
    expect(countedRenders).toBe(1);
    const group = within(container).getByRole('group', { name: 'Code language' });
    await act(async () => {
      fireEvent.click(within(group).getByRole('button', { name: 'JavaScript' }));
    });
    expect(within(group).getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(countedRenders).toBe(1);
    container.remove();
  });
});

describe('the demo toolbar', () => {
  it('names the code languages JavaScript and TypeScript while showing JS and TS', () => {
    renderDemos(demo('Working'));
    const group = screen.getByRole('group', { name: 'Code language' });
    expect(within(group).getByRole('button', { name: 'JavaScript' })).toHaveTextContent('JS');
    expect(within(group).getByRole('button', { name: 'TypeScript' })).toHaveTextContent('TS');
  });

  it('Reset demo mounts the demo again in its first state', () => {
    renderDemos(demo('Counter'));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });

  it('links to the demo file in the repository and carries analytics attributes', () => {
    renderDemos(demo('Working'));
    const link = screen.getByRole('link', { name: 'View the source on GitHub' });
    expect(link).toHaveAttribute(
      'href',
      'https://github.com/mui/mui-docs-site/blob/main/data/area/react-x/Working.tsx',
    );
    expect(link).toHaveAttribute('data-ga-event-category', 'demo');
    expect(screen.getByRole('button', { name: 'Open in StackBlitz' })).toHaveAttribute(
      'data-ga-event-action',
      'stackblitz',
    );
  });
});
