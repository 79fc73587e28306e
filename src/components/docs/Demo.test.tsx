/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { DemoData, DemoVariant } from '@/content/demos/loadDemos';
import { CodePreferencesProvider } from '@/providers/CodePreferencesProvider';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import Demo from './Demo';
import DemoThemeScope from './DemoThemeScope';
import DemoErrorBoundary from './DemoErrorBoundary';
import { DemoRegistryContext, type DemoRegistry } from './DemoRegistryContext';

function Broken(): React.ReactElement {
  throw new Error('Cannot read properties of undefined (reading "map")');
}

const registry: DemoRegistry = {
  'area/react-x/Working': () => <p>Working demo</p>,
  'area/react-x/Broken': Broken,
};

function variant(id: string): DemoVariant {
  return { id, tsCode: 'ts', tsHtml: '<pre>ts</pre>', jsCode: 'js', jsHtml: '<pre>js</pre>' };
}

function demo(name: string, plan: DemoData['plan'] = null): DemoData {
  return { name, anchor: name, variants: { system: variant(`area/react-x/${name}`) }, plan };
}

function renderDemos(...demos: DemoData[]) {
  return render(
    <UserLanguageProvider language="en">
      <CodePreferencesProvider>
        <DemoRegistryContext.Provider value={registry}>
          <p>Page text</p>
          {demos.map((item) => (
            <Demo key={item.name} demo={item} ThemeScope={DemoThemeScope} />
          ))}
        </DemoRegistryContext.Provider>
      </CodePreferencesProvider>
    </UserLanguageProvider>,
  );
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

  it('a demo missing from the registry shows the module-not-found error with the names that exist', () => {
    renderDemos(demo('Gone'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Module not found: area/react-x/Gone. Available: area/react-x/Working, area/react-x/Broken',
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

describe('a demo of a commercial plan, on a site built without a licence key', () => {
  it('shows its plan badge and its source, and does not run the component', () => {
    renderDemos(demo('Working', 'pro'));
    const region = screen.getByRole('region', { name: 'Working' });
    expect(region).toHaveTextContent('Pro');
    expect(screen.getByRole('link', { name: 'Licensing' })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
    expect(screen.getByTestId('demo-needs-license')).toHaveTextContent(
      'NEXT_PUBLIC_MUI_X_LICENSE_KEY',
    );
    expect(screen.queryByText('Working demo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('an MIT demo has no badge and runs', () => {
    renderDemos(demo('Working'));
    expect(screen.getByText('Working demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Licensing' })).toBeNull();
  });
});
