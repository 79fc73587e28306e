import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-quantity .inline-flex { display: inline-flex; }
.tw-quantity .overflow-hidden { overflow: hidden; }
.tw-quantity .border { border: 1px solid #94a3b8; }
.tw-quantity .border-0 { border: 0; }
.tw-quantity .rounded-md { border-radius: 0.375rem; }
.tw-quantity .w-7 { width: 1.75rem; }
.tw-quantity .w-9 { width: 2.25rem; }
.tw-quantity .text-center { text-align: center; }
.tw-quantity .\\[font\\:inherit\\] { font: inherit; }
.tw-quantity .bg-slate-200 { background-color: #e2e8f0; }
.tw-quantity .bg-white { background-color: #fff; }
.tw-quantity .text-slate-900 { color: #0f172a; }
.tw-quantity .outline-none { outline: none; }
.tw-quantity .cursor-pointer { cursor: pointer; }
`;

const button = 'w-7 border-0 bg-slate-200 text-slate-900 [font:inherit] cursor-pointer';

function QuantityPicker() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, value } =
    useNumberInput({ defaultValue: 1, min: 1, max: 9 });

  return (
    <div {...getRootProps()} className="inline-flex border rounded-md overflow-hidden">
      <button type="button" {...getDecrementButtonProps()} aria-label="Fewer" className={button}>
        −
      </button>
      <input
        {...getInputProps()}
        aria-label={`Quantity, currently ${String(value ?? '')}`}
        className="w-9 text-center border-0 bg-white text-slate-900 [font:inherit] outline-none"
      />
      <button type="button" {...getIncrementButtonProps()} aria-label="More" className={button}>
        +
      </button>
    </div>
  );
}

export default function UseNumberInputCompact() {
  return (
    <div className="tw-quantity">
      <style>{utilities}</style>
      <QuantityPicker />
    </div>
  );
}
