import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';

const withThickOutline = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiInputLabel: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiOutlinedInput: {
      styleOverrides: {
        notchedOutline: { borderWidth: 2 },
        root: {
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderColor: (outer.vars || outer).palette.secondary.main,
          },
        },
      },
    },
  },
});

export default function ThemedOutlinedLabel() {
  return (
    <ThemeProvider theme={withThickOutline}>
      <TextField label="Thick outline" />
    </ThemeProvider>
  );
}
