/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ApiDoc } from '@/content/api/types';
import { ApiDisplayProvider } from '@/providers/ApiDisplayProvider';
import { CodePreferencesProvider } from '@/providers/CodePreferencesProvider';
import { ThemeStateProvider } from '@/providers/ThemeStateProvider';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import ApiContent from './ApiContent';
import { preferLightScheme } from '@/testing/preferLightScheme';

const FILTER_MODEL: ApiDoc = {
  name: 'GridFilterModel',
  kind: 'interface',
  area: 'x',
  pathname: '/x/api/data-grid/grid-filter-model',
  packageName: '@mui/x-data-grid',
  packageVersion: '6.20.4',
  imports: ["import type { GridFilterModel } from '@mui/x-data-grid';"],
  description: '<p>Model describing the filters to apply to the grid.</p>',
  props: [
    {
      name: 'items',
      type: 'GridFilterItem[]',
      defaultValue: '[]',
      description: '',
      required: true,
      deprecated: null,
    },
  ],
  slots: [],
  classes: [],
  inheritance: null,
  spread: null,
  refForwarded: false,
  rootElement: null,
  themeName: null,
  parameters: [],
  returnValue: [],
  sourceUrl: 'https://github.com/mui/mui-x/blob/v6.20.4/x.ts',
  demos: [],
};

beforeAll(() => {
  preferLightScheme();
});

function renderDoc(doc: ApiDoc, layout: string) {
  window.localStorage.setItem('apiPage_props', layout);
  return render(
    <UserLanguageProvider language="en">
      <ThemeStateProvider>
        <CodePreferencesProvider>
          <ApiDisplayProvider>
            <ApiContent doc={doc} />
          </ApiDisplayProvider>
        </CodePreferencesProvider>
      </ThemeStateProvider>
    </UserLanguageProvider>,
  );
}

describe('the API of an interface', () => {
  it('lists properties, not props, under their own anchors', () => {
    const { container } = renderDoc(FILTER_MODEL, 'expanded');
    expect(screen.getByRole('heading', { level: 2, name: 'Properties' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Props' })).toBeNull();
    expect(container.querySelector('#property-items')).not.toBeNull();
    expect(container.querySelector('#prop-items')).toBeNull();
  });

  it('names its table after the properties', () => {
    renderDoc(FILTER_MODEL, 'table');
    expect(screen.getByRole('region', { name: 'Properties table' })).toBeInTheDocument();
  });

  it('keeps Props for a component', () => {
    renderDoc({ ...FILTER_MODEL, name: 'DataGrid', kind: 'component' }, 'expanded');
    expect(screen.getByRole('heading', { level: 2, name: 'Props' })).toBeInTheDocument();
  });
});

describe('the notes of a component', () => {
  const BUTTON: ApiDoc = {
    ...FILTER_MODEL,
    name: 'Button',
    kind: 'component',
    props: [
      {
        name: 'onPick',
        type: '(event: Event, value: string) => boolean',
        defaultValue: null,
        description: '<p>Called on a pick.</p>',
        required: false,
        deprecated: 'Use onChoose instead.',
        callback: {
          parameters: [
            {
              name: 'event',
              type: 'Event',
              optional: false,
              description: '<p>The pick event.</p>',
            },
            { name: 'value', type: null, optional: true, description: '' },
          ],
          returns: { type: 'boolean', description: '<p>Whether to <code>keep</code> it.</p>' },
        },
      },
    ],
    refForwarded: true,
    rootElement: 'button',
    spread: 'ButtonBase',
    themeName: 'MuiButton',
  };

  it('states the ref, the root receiving other props and the theme name', () => {
    const { container } = renderDoc(BUTTON, 'expanded');
    const note = (name: string) => container.querySelector(`[data-api-note="${name}"]`);
    expect(note('ref')).toHaveTextContent('The ref is forwarded to the root element (button).');
    expect(note('spread')).toHaveTextContent(
      'Other props are spread to the root element (ButtonBase).',
    );
    expect(note('theme')).toHaveTextContent('Theme name MuiButton:');
  });

  it("marks a deprecated prop with its message and lists a callback's arguments and result", () => {
    const { container } = renderDoc(BUTTON, 'expanded');
    expect(screen.getByText('Deprecated: Use onChoose instead.')).toBeInTheDocument();
    const callback = container.querySelector('[data-api-note="callback"]');
    expect(callback).toHaveTextContent('event: EventThe pick event.');
    expect(callback).toHaveTextContent('value?');
    expect(callback).toHaveTextContent('Returns: booleanWhether to keep it.');
    // Meanings are paragraphs of HTML: never inside an inline element.
    expect(callback?.querySelector('span p, p p, code p')).toBeNull();
  });

  it('says nothing the types do not say', () => {
    const { container } = renderDoc({ ...FILTER_MODEL, kind: 'component' }, 'expanded');
    expect(container.querySelector('[data-api-note]')).toBeNull();
  });
});
