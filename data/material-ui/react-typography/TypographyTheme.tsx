import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const OverlineLabel = styled('div')(({ theme }) => ({
  ...theme.typography.overline,
  color: (theme.vars || theme).palette.text.secondary,
}));

export default function TypographyTheme() {
  return (
    <Box>
      <OverlineLabel>Styled from theme.typography.overline</OverlineLabel>
      <Box sx={{ typography: 'subtitle2' }}>A Box with the subtitle2 style through sx</Box>
    </Box>
  );
}
