/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PlaygroundSpec } from '@/core/playground';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import Playground from './Playground';
import type { PlaygroundModule } from './playgroundModule';

function FakeButton(props: { variant?: string; disabled?: boolean; children?: React.ReactNode }) {
  const { variant = 'text', disabled = false, children } = props;
  if (variant === 'broken') throw new Error('cannot draw this');
  return (
    <button type="button" data-variant={variant} disabled={disabled}>
      {children}
    </button>
  );
}

const spec: PlaygroundSpec = {
  component: 'Button',
  area: 'base-ui',
  controls: [
    { kind: 'text', name: 'children', defaultValue: 'Button' },
    {
      kind: 'choice',
      name: 'variant',
      values: ['text', 'outlined', 'broken'],
      defaultValue: 'text',
    },
    {
      kind: 'choice',
      name: 'color',
      values: ['primary', 'secondary', 'error', 'info', 'warning'],
      defaultValue: null,
    },
    { kind: 'boolean', name: 'disabled', defaultValue: false },
    { kind: 'number', name: 'max', defaultValue: null },
  ],
  fixed: {},
  childrenJsx: null,
};

const fakeModule: PlaygroundModule = { Component: FakeButton, children: null };

function renderPlayground() {
  const section = React.createRef<HTMLElement>();
  return render(
    <UserLanguageProvider language="en">
      <section ref={section}>
        <Playground spec={spec} module={fakeModule} sectionRef={section} />
      </section>
    </UserLanguageProvider>,
  );
}

const code = () => document.querySelector('[data-playground-code]')?.textContent;
const preview = () => within(screen.getByRole('region', { name: 'Button with the chosen props' }));

beforeEach(() => {
  window.history.replaceState(null, '', '/base-ui/react-button/');
  Element.prototype.scrollIntoView = jest.fn();
});

describe('Playground', () => {
  it('renders the component with no props and its code at first', () => {
    renderPlayground();
    expect(preview().getByRole('button', { name: 'Button' })).toHaveAttribute(
      'data-variant',
      'text',
    );
    expect(code()).toBe('<Button>Button</Button>');
  });

  it('changes the component, the code and the hash with each control, and resets', () => {
    renderPlayground();
    fireEvent.click(screen.getByRole('radio', { name: 'outlined' }));
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'error' } });
    fireEvent.click(screen.getByRole('switch', { name: 'disabled' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'max' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'children' }), {
      target: { value: 'Go' },
    });
    expect(preview().getByRole('button', { name: 'Go' })).toBeDisabled();
    expect(code()).toBe('<Button variant="outlined" color="error" disabled max={7}>Go</Button>');
    expect(window.location.hash).toBe(
      '#playground?children=Go&variant=outlined&color=error&disabled=true&max=7',
    );
    // A number outside the range is not taken.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'max' }), {
      target: { value: '1000' },
    });
    expect(code()).toContain('max={7}');

    fireEvent.click(screen.getByRole('button', { name: 'Reset props' }));
    expect(code()).toBe('<Button>Button</Button>');
    expect(window.location.hash).toBe('#playground');
    expect(screen.getByRole('textbox', { name: 'children' })).toHaveValue('Button');
    expect(screen.getByRole('spinbutton', { name: 'max' })).toHaveValue(null);
  });

  it('restores a shared hash and ignores what the controls do not accept', () => {
    window.history.replaceState(
      null,
      '',
      '#playground?variant=outlined&color=javascript:x&onClick=1',
    );
    renderPlayground();
    expect(screen.getByRole('radio', { name: 'outlined' })).toBeChecked();
    expect(screen.getByLabelText('color')).toHaveValue('');
    expect(code()).toBe('<Button variant="outlined">Button</Button>');
  });

  it('follows a hash changed by the reader', () => {
    renderPlayground();
    act(() => {
      window.history.replaceState(null, '', '#playground?disabled=true');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(code()).toBe('<Button disabled>Button</Button>');
  });

  it('keeps a combination that throws inside the preview, with a way back', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlayground();
    fireEvent.click(screen.getByRole('radio', { name: 'broken' }));
    expect(preview().getByRole('alert')).toHaveTextContent('cannot draw this');
    fireEvent.click(screen.getByRole('button', { name: 'Reset props' }));
    expect(preview().getByRole('button', { name: 'Button' })).toBeInTheDocument();
  });
});
