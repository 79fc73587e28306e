import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

// The hook renders no class names of its own; these classes are the demo's own.
const styles = `
.css-quantity {
  display: inline-flex;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  overflow: hidden;
}
.css-quantity button {
  width: 28px;
  border: none;
  background: #e2e8f0;
  color: #0f172a;
  font: inherit;
  cursor: pointer;
}
.css-quantity input {
  width: 36px;
  text-align: center;
  border: none;
  background: #fff;
  color: #0f172a;
  font: inherit;
  outline: none;
}
`;

function QuantityPicker() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, value } =
    useNumberInput({ defaultValue: 1, min: 1, max: 9 });

  return (
    <div {...getRootProps()} className="css-quantity">
      <button type="button" {...getDecrementButtonProps()} aria-label="Fewer">
        −
      </button>
      <input {...getInputProps()} aria-label={`Quantity, currently ${String(value ?? '')}`} />
      <button type="button" {...getIncrementButtonProps()} aria-label="More">
        +
      </button>
    </div>
  );
}

export default function UseNumberInputCompact() {
  return (
    <div>
      <style>{styles}</style>
      <QuantityPicker />
    </div>
  );
}
