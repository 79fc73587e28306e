import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

const PillTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars || theme).palette.action.hover,
  '& .MuiTabs-indicator': { display: 'none' },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  minHeight: 32,
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: 600,
  '&.Mui-selected': {
    color: (theme.vars || theme).palette.primary.contrastText,
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ display: 'inline-flex', maxWidth: '100%' }}>
      <PillTabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Billing period"
      >
        <PillTab label="Monthly" />
        <PillTab label="Yearly" />
        <PillTab label="Lifetime" />
      </PillTabs>
    </Box>
  );
}
