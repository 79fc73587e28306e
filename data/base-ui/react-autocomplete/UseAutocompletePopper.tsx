import * as React from 'react';
import { styled } from '@mui/system';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

const stations = [
  'Amsterdam Centraal',
  'Antwerpen-Centraal',
  'Berlin Hauptbahnhof',
  'Bruxelles-Midi',
  'Köln Hbf',
  'London St Pancras',
  'Paris Gare du Nord',
];

const Field = styled('input')`
  box-sizing: border-box;
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  &:focus {
    outline: 3px solid #c7d2fe;
  }
`;

const Listbox = styled('ul')`
  box-sizing: border-box;
  max-height: 200px;
  overflow: auto;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  & li {
    padding: 4px 8px;
  }
  & li.Mui-focused {
    background: #e0e7ff;
  }
`;

export default function UseAutocompletePopper() {
  const id = React.useId();
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({ id, options: stations });
  return (
    <div style={{ width: '100%', maxWidth: 300, fontSize: 14 }}>
      <div {...getRootProps()} ref={setAnchorEl}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Destination
        </label>
        <Field {...getInputProps()} placeholder="Type a city" />
      </div>
      {/* The list is portalled to the body, so an overflow-hidden ancestor cannot clip it. */}
      <Popper
        open={popupOpen && groupedOptions.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        style={{ zIndex: 1300, width: anchorEl?.clientWidth }}
      >
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as ReturnType<
              typeof getOptionProps
            > & { key: string };
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      </Popper>
    </div>
  );
}
