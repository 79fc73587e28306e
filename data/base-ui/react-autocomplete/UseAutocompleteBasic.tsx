import { styled } from '@mui/system';
import { useAutocomplete } from '@mui/base/useAutocomplete';

const languages = 'Go Haskell JavaScript Kotlin Python Rust Swift TypeScript'.split(' ');

const Root = styled('div')`
  position: relative;
  width: 260px;
  font-size: 0.875rem;
`;

const Field = styled('input')`
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  &:focus {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
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
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  & li {
    padding: 6px 10px;
    border-radius: 6px;
  }
  & li.Mui-focused {
    background: #eff6ff;
  }
  & li[aria-selected='true'] {
    font-weight: 600;
  }
`;

export default function UseAutocompleteBasic() {
  const ac = useAutocomplete({ id: 'language-autocomplete', options: languages });

  return (
    <Root {...ac.getRootProps()}>
      <label {...ac.getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
        Favourite language
      </label>
      <Field {...ac.getInputProps()} placeholder="Start typing" />
      {ac.popupOpen && ac.groupedOptions.length > 0 ? (
        <Listbox {...ac.getListboxProps()}>
          {(ac.groupedOptions as string[]).map((option, index) => (
            <li {...ac.getOptionProps({ option, index })} key={option}>
              {option}
            </li>
          ))}
        </Listbox>
      ) : null}
    </Root>
  );
}
