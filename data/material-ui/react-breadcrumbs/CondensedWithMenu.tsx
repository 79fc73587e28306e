import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hidden = ['Projects', 'Website', 'Design'];

export default function CondensedWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const id = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <React.Fragment>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#">
          Home
        </Link>
        {/* The middle levels fold into a menu instead of an expanding ellipsis. */}
        <IconButton
          size="small"
          aria-label="Show the hidden levels"
          aria-controls={anchorEl ? id : undefined}
          aria-haspopup="true"
          aria-expanded={Boolean(anchorEl)}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <MoreHorizIcon />
        </IconButton>
        <Typography color="text.primary" aria-current="page">
          Colour palette
        </Typography>
      </Breadcrumbs>
      <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={close}>
        {hidden.map((level) => (
          <MenuItem key={level} onClick={close}>
            {level}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
