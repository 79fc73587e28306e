import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';

// A function theme extends the page's theme instead of replacing it.
const withFilledFields = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: { defaultProps: { variant: 'filled', size: 'small' } },
    MuiFilledInput: {
      styleOverrides: {
        root: { borderRadius: 8, '&::before, &::after': { display: 'none' } },
      },
    },
  },
});

export default function ThemedTextField() {
  return (
    <ThemeProvider theme={withFilledFields}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField label="First name" />
        <TextField label="Last name" />
      </Stack>
    </ThemeProvider>
  );
}
