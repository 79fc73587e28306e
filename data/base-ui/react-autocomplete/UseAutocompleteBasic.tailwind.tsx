import { useAutocomplete } from '@mui/base/useAutocomplete';

const languages = 'Go Haskell JavaScript Kotlin Python Rust Swift TypeScript'.split(' ');

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// `mui-focused:` is a custom variant, registered in tailwind.config with addVariant('mui-focused', '&.Mui-focused').
const utilities = `
.tw-ac input { font-family: inherit; }
.tw-ac .relative { position: relative; }
.tw-ac .absolute { position: absolute; }
.tw-ac .z-10 { z-index: 10; }
.tw-ac .block { display: block; }
.tw-ac .w-64 { width: 16rem; }
.tw-ac .w-full { width: 100%; }
.tw-ac .box-border { box-sizing: border-box; }
.tw-ac .mb-1 { margin-bottom: 0.25rem; }
.tw-ac .mt-1 { margin-top: 0.25rem; }
.tw-ac .m-0 { margin: 0; }
.tw-ac .p-1 { padding: 0.25rem; }
.tw-ac .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-ac .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-ac .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-ac .list-none { list-style: none; }
.tw-ac .rounded-lg { border-radius: 0.5rem; }
.tw-ac .rounded-md { border-radius: 0.375rem; }
.tw-ac .border { border: 1px solid #cbd5e1; }
.tw-ac .bg-white { background-color: #fff; }
.tw-ac .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-ac .focus\\:outline-none:focus { outline: 2px solid transparent; }
.tw-ac .focus\\:border-blue-600:focus { border-color: #2563eb; }
.tw-ac .focus\\:ring:focus { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-ac .mui-focused\\:bg-blue-50.Mui-focused { background-color: #eff6ff; }
.tw-ac .aria-selected\\:font-semibold[aria-selected=true] { font-weight: 600; }
`;

export default function UseAutocompleteBasic() {
  const ac = useAutocomplete({ id: 'language-autocomplete-tw', options: languages });

  return (
    <div className="tw-ac">
      <style>{utilities}</style>
      <div {...ac.getRootProps()} className="relative w-64 text-sm">
        <label {...ac.getInputLabelProps()} className="block mb-1">
          Favourite language
        </label>
        <input
          {...ac.getInputProps()}
          placeholder="Start typing"
          className="box-border w-full px-3 py-2 text-sm border rounded-lg focus:outline-none focus:border-blue-600 focus:ring"
        />
        {ac.popupOpen && ac.groupedOptions.length > 0 ? (
          <ul
            {...ac.getListboxProps()}
            className="absolute z-10 box-border w-full mt-1 p-1 list-none border rounded-lg bg-white shadow-lg"
          >
            {(ac.groupedOptions as string[]).map((option, index) => (
              <li
                {...ac.getOptionProps({ option, index })}
                key={option}
                className="px-3 py-2 rounded-md mui-focused:bg-blue-50 aria-selected:font-semibold"
              >
                {option}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
