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

// Plain CSS. The hook adds the Mui-focused class to the highlighted option.
const styles = `
.css-ac-controlled { font-size: 0.875rem; }
.css-ac-controlled input {
  width: 240px;
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
}
.css-ac-controlled ul {
  width: 240px;
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
}
.css-ac-controlled li.Mui-focused { background: #f0fdfa; }
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
    <div className="css-ac-controlled">
      <style>{styles}</style>
      <p>
        value: {value ? `${value.name} (${value.moons} moons)` : 'null'} · inputValue: “{inputValue}
        ”
      </p>
      <div {...ac.getRootProps()}>
        <input {...ac.getInputProps()} aria-label="Planet" />
        {ac.popupOpen ? (
          <ul {...ac.getListboxProps()}>
            {(ac.groupedOptions as Planet[]).map((option, index) => (
              <li {...ac.getOptionProps({ option, index })} key={option.name}>
                {option.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
