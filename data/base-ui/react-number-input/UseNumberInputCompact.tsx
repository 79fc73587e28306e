import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

const buttonStyle = {
  width: 28,
  border: 'none',
  background: '#e2e8f0',
  font: 'inherit',
  cursor: 'pointer',
};

function QuantityPicker() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, value } =
    useNumberInput({ defaultValue: 1, min: 1, max: 9 });

  return (
    <div
      {...getRootProps()}
      style={{
        display: 'inline-flex',
        border: '1px solid #94a3b8',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <button type="button" {...getDecrementButtonProps()} aria-label="Fewer" style={buttonStyle}>
        −
      </button>
      <input
        {...getInputProps()}
        aria-label={`Quantity, currently ${String(value ?? '')}`}
        style={{ width: 36, textAlign: 'center', border: 'none', font: 'inherit', outline: 'none' }}
      />
      <button type="button" {...getIncrementButtonProps()} aria-label="More" style={buttonStyle}>
        +
      </button>
    </div>
  );
}

export default function UseNumberInputCompact() {
  return <QuantityPicker />;
}
