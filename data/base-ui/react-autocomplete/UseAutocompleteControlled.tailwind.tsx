import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';

interface Planet {
  name: string;
  moons: number;
}

const planets: Planet[] = [
  { name: 'Mercury', moons: 0 },
  { name: 'Venus', moons: 0 },
  { name: 'Earth', moons: 1 },
  { name: 'Mars', moons: 2 },
  { name: 'Neptune', moons: 16 },
];

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The `[&.Mui-focused]:` variant matches the class the hook gives the highlighted option.
const utilities = `
.tw-ac-controlled.text-sm,
.tw-ac-controlled .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-ac-controlled .w-60 { width: 15rem; }
.tw-ac-controlled .\\[font\\:inherit\\] { font: inherit; }
.tw-ac-controlled .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-ac-controlled .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-ac-controlled .p-1 { padding: 0.25rem; }
.tw-ac-controlled .my-1 { margin-top: 0.25rem; margin-bottom: 0.25rem; }
.tw-ac-controlled .list-none { list-style: none; }
.tw-ac-controlled .rounded-lg { border-radius: 0.5rem; }
.tw-ac-controlled .border { border: 1px solid #cbd5e1; }
.tw-ac-controlled .border-slate-200 { border-color: #e2e8f0; }
.tw-ac-controlled .bg-white { background-color: #fff; }
.tw-ac-controlled .text-slate-900 { color: #0f172a; }
.tw-ac-controlled .\\[\\&\\.Mui-focused\\]\\:bg-teal-50.Mui-focused { background-color: #f0fdfa; }
`;

export default function UseAutocompleteControlled() {
  const [value, setValue] = React.useState<Planet | null>(planets[2]);
  const [inputValue, setInputValue] = React.useState('');
  const ac = useAutocomplete({
    id: React.useId(),
    options: planets,
    getOptionLabel: (option) => option.name,
    isOptionEqualToValue: (option, current) => option.name === current.name,
    value,
    onChange: (_event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (_event, newInputValue) => setInputValue(newInputValue),
  });

  return (
    <div className="tw-ac-controlled text-sm">
      <style>{utilities}</style>
      <p>
        value: {value ? `${value.name} (${value.moons} moons)` : 'null'} · inputValue: “{inputValue}
        ”
      </p>
      <div {...ac.getRootProps()}>
        <input
          {...ac.getInputProps()}
          aria-label="Planet"
          className="w-60 [font:inherit] px-3 py-2 rounded-lg border bg-white text-slate-900"
        />
        {ac.popupOpen ? (
          <ul
            {...ac.getListboxProps()}
            className="w-60 my-1 p-1 list-none rounded-lg border border-slate-200 bg-white text-slate-900"
          >
            {(ac.groupedOptions as Planet[]).map((option, index) => (
              <li
                {...ac.getOptionProps({ option, index })}
                key={option.name}
                className="[&.Mui-focused]:bg-teal-50"
              >
                {option.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
