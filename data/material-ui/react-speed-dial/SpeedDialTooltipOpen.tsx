import * as React from 'react';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';

const actions = [
  { icon: <EmailIcon />, name: 'Email' },
  { icon: <SmsIcon />, name: 'Message' },
  { icon: <ContactPhoneIcon />, name: 'Call' },
];

export default function SpeedDialTooltipOpen() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ height: 300, transform: 'translateZ(0px)', flexGrow: 1, overflow: 'hidden' }}>
      {/* Positioned absolutely so the backdrop covers the demo box, not the whole page. */}
      <Backdrop open={open} sx={{ position: 'absolute' }} />
      <SpeedDial
        ariaLabel="Contact"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
        icon={<SpeedDialIcon />}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        open={open}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
