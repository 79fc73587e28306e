import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, unstable_defaultSxConfig } from '@mui/system';
import type { SxConfig } from '@mui/system';

const radii: Record<string, string> = { sm: '4px', md: '10px', lg: '24px' };

const theme = createTheme({
  unstable_sxConfig: {
    ...unstable_defaultSxConfig,
    radius: {
      style: (props: { radius?: string }) =>
        props.radius === undefined ? {} : { borderRadius: radii[props.radius] ?? props.radius },
    },
  } as SxConfig,
});

export default function CustomRadiusKey() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {['sm', 'md', 'lg'].map((radius) => (
          <Box
            key={radius}
            sx={
              { radius, width: 96, height: 64, bgcolor: '#1976d2', color: '#fff', p: 1 } as object
            }
          >
            {`radius: ${radius}`}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
