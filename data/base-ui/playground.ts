import type { PlaygroundList } from '@/core/playgroundList';

/**
 * The Base UI component pages with a playground (docs/authoring.md#a-components-playground).
 * Base UI is unstyled: only components that show something without styles of their own have one.
 */
export const playground: PlaygroundList = {
  pages: {
    'react-button': { component: 'Button', text: 'Button', hide: ['href', 'to', 'type'] },
    'react-input': {
      component: 'Input',
      fixed: { placeholder: 'Type here', slotProps: { input: { 'aria-label': 'Example input' } } },
      hide: ['value', 'type', 'name', 'id', 'maxRows', 'minRows', 'rows'],
    },
    'react-textarea-autosize': {
      component: 'TextareaAutosize',
      fixed: { 'aria-label': 'Notes' },
      text: 'Notes',
      textProp: 'placeholder',
    },
  },
  excluded: {
    'react-badge': 'unstyled: its badge has no position or colour without styles',
    'react-click-away-listener': 'renders nothing of its own',
    'react-focus-trap': 'renders nothing of its own',
    'react-form-control': 'provides state to its children and renders nothing of its own',
    'react-menu': 'needs a trigger and opens over the page',
    'react-modal': 'opens over the whole page',
    'react-no-ssr': 'renders nothing of its own',
    'react-number-input': 'unstyled: its buttons are empty without styles',
    'react-popper': 'needs an anchor element and opens over the page',
    'react-popup': 'needs an anchor element and opens over the page',
    'react-portal': 'renders nothing of its own',
    'react-select': 'unstyled: its listbox opens over the page without position styles',
    'react-slider': 'unstyled: its rail and thumb have no size without styles',
    'react-snackbar': 'opens over the page, at its edge',
    'react-switch': 'unstyled: its track and thumb have no size without styles',
    'react-table-pagination': 'needs a table and page callbacks to show anything useful',
    'react-tabs': 'unstyled: its tabs and panels need styles to read as tabs',
    'react-transitions': 'animates other elements and renders nothing of its own',
  },
};
