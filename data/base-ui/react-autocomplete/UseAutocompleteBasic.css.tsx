import { useAutocomplete } from '@mui/base/useAutocomplete';

const languages = 'Go Haskell JavaScript Kotlin Python Rust Swift TypeScript'.split(' ');

// Plain CSS. The hook adds the Mui-focused class to the highlighted option.
const styles = `
.css-ac { position: relative; width: 260px; font-size: 0.875rem; }
.css-ac label { display: block; margin-bottom: 4px; }
.css-ac input {
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
}
.css-ac input:focus { outline: 3px solid #bfdbfe; border-color: #2563eb; }
.css-ac ul {
  position: absolute;
  z-index: 1;
  box-sizing: border-box;
  width: 100%;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
.css-ac li { padding: 6px 10px; border-radius: 6px; }
.css-ac li.Mui-focused { background: #eff6ff; }
.css-ac li[aria-selected=true] { font-weight: 600; }
`;

export default function UseAutocompleteBasic() {
  const ac = useAutocomplete({ id: 'language-autocomplete-css', options: languages });

  return (
    <div {...ac.getRootProps()} className="css-ac">
      <style>{styles}</style>
      <label {...ac.getInputLabelProps()}>Favourite language</label>
      <input {...ac.getInputProps()} placeholder="Start typing" />
      {ac.popupOpen && ac.groupedOptions.length > 0 ? (
        <ul {...ac.getListboxProps()}>
          {(ac.groupedOptions as string[]).map((option, index) => (
            <li {...ac.getOptionProps({ option, index })} key={option}>
              {option}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
