import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const links = [
  { label: 'Orders', href: '#nav-tabs-orders' },
  { label: 'Returns', href: '#nav-tabs-returns' },
  { label: 'Invoices', href: '#nav-tabs-invoices' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Account pages"
        role="navigation"
      >
        {links.map((link, index) => (
          <Tab
            key={link.href}
            component="a"
            href={link.href}
            label={link.label}
            aria-current={value === index ? 'page' : undefined}
            // Stay on this page for the demo; a router would navigate instead.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
      {/* The sections the links lead to: only the current one is shown. */}
      {links.map((link, index) => (
        <Typography key={link.href} id={link.href.slice(1)} hidden={value !== index} sx={{ p: 2 }}>
          The {link.label.toLowerCase()} page.
        </Typography>
      ))}
    </Box>
  );
}
