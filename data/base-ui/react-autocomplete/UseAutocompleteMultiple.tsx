import * as React from 'react';
import { styled } from '@mui/system';
import { useAutocomplete } from '@mui/base/useAutocomplete';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Onions', 'Peppers', 'Pineapple', 'Tomatoes'];

const Box = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  &:focus-within {
    outline: 3px solid #fed7aa;
  }
  & input {
    flex: 1;
    min-width: 80px;
    padding: 4px;
    font: inherit;
    border: none;
    background: transparent;
    color: inherit;
    outline: none;
  }
`;

const Chip = styled('span')`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 8px;
  border-radius: 999px;
  background: #ffedd5;
  color: #7c2d12;
  & button {
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const Listbox = styled('ul')`
  position: absolute;
  z-index: 1;
  width: 100%;
  box-sizing: border-box;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  & li {
    padding: 4px 8px;
  }
  & li.Mui-focused {
    background: #ffedd5;
  }
  & li[aria-selected='true'] {
    font-weight: 700;
  }
`;

export default function UseAutocompleteMultiple() {
  const id = React.useId();
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
    setAnchorEl,
  } = useAutocomplete({
    id,
    multiple: true,
    options: toppings,
    defaultValue: ['Basil'],
    disableCloseOnSelect: true,
  });
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 320, fontSize: 14 }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Toppings
        </label>
        <Box ref={setAnchorEl}>
          {value.map((option, index) => {
            // getTagProps gives the chip's key, its index data and the delete handler.
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <Chip key={key} {...tagProps}>
                {option}
                <button type="button" onClick={onDelete} aria-label={`Remove ${option}`}>
                  ×
                </button>
              </Chip>
            );
          })}
          <input {...getInputProps()} />
        </Box>
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
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
      ) : null}
    </div>
  );
}
