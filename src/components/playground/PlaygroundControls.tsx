/**
 * The controls of a playground, each labelled with its prop's name: a switch for a boolean, a
 * row of radio buttons or a select for a choice (by count), a number field, a text field. Native
 * form elements, so each is operable with the keyboard as the platform makes it.
 */
import * as React from 'react';
import {
  choiceDisplay,
  controlValue,
  MAX_TEXT_LENGTH,
  NUMBER_RANGE,
  type ChoiceControl,
  type PlaygroundControl,
  type PlaygroundSpec,
  type PlaygroundState,
  type PlaygroundValue,
} from '@/core/playground';
import { parseControlValue } from '@/core/playgroundHash';
import styles from './Playground.module.css';

interface Props {
  spec: PlaygroundSpec;
  state: PlaygroundState;
  /** The accessible name of the group of controls. */
  label: string;
  /** The label of the choice that leaves a prop unset. */
  unsetLabel: string;
  onChange: (control: PlaygroundControl, value: PlaygroundValue | null) => void;
}

/** The value typed in a field, when its control accepts it; null (unset) for an empty field. */
function fieldValue(control: PlaygroundControl, raw: string): PlaygroundValue | null | undefined {
  if (raw === '' && control.kind !== 'text') return null;
  const value = parseControlValue(control, raw);
  return value === null ? undefined : value;
}

function ChoiceButtons({
  control,
  value,
  unsetLabel,
  onChange,
}: {
  control: ChoiceControl;
  value: PlaygroundValue | null;
  unsetLabel: string;
  onChange: Props['onChange'];
}) {
  const name = React.useId();
  const options: (string | null)[] =
    control.defaultValue === null ? [null, ...control.values] : control.values;
  return (
    <fieldset className={`${styles.field} ${styles.choice}`}>
      <legend className={styles.label}>{control.name}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option ?? ''} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option ?? ''}
              checked={value === option}
              onChange={() => onChange(control, option)}
            />
            <span>{option ?? unsetLabel}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Control({
  control,
  state,
  unsetLabel,
  onChange,
}: {
  control: PlaygroundControl;
  state: PlaygroundState;
  unsetLabel: string;
  onChange: Props['onChange'];
}) {
  const id = React.useId();
  const value = controlValue(control, state);
  // What a number or text field shows while typed; a reset or a shared hash replaces it.
  const [draft, setDraft] = React.useState(value === null ? '' : String(value));
  React.useEffect(() => {
    if (control.kind !== 'number' && control.kind !== 'text') return;
    setDraft((current) => {
      const typed = fieldValue(control, current);
      return typed === value ? current : value === null ? '' : String(value);
    });
  }, [control, value]);
  if (control.kind === 'choice' && choiceDisplay(control) === 'buttons') {
    return (
      <ChoiceButtons control={control} value={value} unsetLabel={unsetLabel} onChange={onChange} />
    );
  }
  if (control.kind === 'boolean') {
    return (
      <div className={`${styles.field} ${styles.switchField}`}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={value === true}
          onChange={(event) => onChange(control, event.target.checked)}
        />
        <label htmlFor={id} className={styles.label}>
          {control.name}
        </label>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {control.name}
      </label>
      {control.kind === 'choice' ? (
        <select
          id={id}
          className={styles.input}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) =>
            onChange(control, event.target.value === '' ? null : event.target.value)
          }
        >
          {control.defaultValue === null ? <option value="">{unsetLabel}</option> : null}
          {control.values.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={styles.input}
          type={control.kind === 'number' ? 'number' : 'text'}
          {...(control.kind === 'number'
            ? { min: NUMBER_RANGE.min, max: NUMBER_RANGE.max, step: 'any' }
            : { maxLength: MAX_TEXT_LENGTH })}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = fieldValue(control, event.target.value);
            if (next !== undefined) onChange(control, next);
          }}
        />
      )}
    </div>
  );
}

export default function PlaygroundControls({ spec, state, label, unsetLabel, onChange }: Props) {
  return (
    <div role="group" aria-label={label} className={styles.controls}>
      {spec.controls.map((control) => (
        <Control
          key={control.name}
          control={control}
          state={state}
          unsetLabel={unsetLabel}
          onChange={onChange}
        />
      ))}
    </div>
  );
}
