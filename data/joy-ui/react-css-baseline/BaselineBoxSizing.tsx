import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';

const boxStyle = {
  width: 200,
  padding: 24,
  border: '4px solid #0b6bcb',
  marginBottom: 8,
} as const;

export default function BaselineBoxSizing() {
  return (
    <Stack spacing={2}>
      <div style={{ boxSizing: 'content-box', fontFamily: 'sans-serif' }}>
        <div style={{ ...boxStyle, boxSizing: 'inherit' }}>Without the reset</div>
        <small>content-box: 200px + padding + border = 256px wide</small>
      </div>
      <ScopedCssBaseline>
        <div style={boxStyle}>With the baseline</div>
        <small>border-box: exactly 200px wide, padding included</small>
      </ScopedCssBaseline>
    </Stack>
  );
}
