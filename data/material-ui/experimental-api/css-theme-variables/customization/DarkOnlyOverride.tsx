import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { experimental_extendTheme as extendTheme } from '@mui/material/styles';

const theme = extendTheme();

/** What theme.getColorSchemeSelector returns: the selector a dark-only rule is nested under. */
export default function DarkOnlyOverride() {
  const selector = theme.getColorSchemeSelector('dark');
  return (
    <Stack spacing={2} alignItems="flex-start">
      <code>{`theme.getColorSchemeSelector('dark') === ${JSON.stringify(selector)}`}</code>
      <Button variant="contained" sx={{ borderRadius: 999, [selector]: { boxShadow: 'none' } }}>
        Rounded, flat in dark mode
      </Button>
    </Stack>
  );
}
