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
