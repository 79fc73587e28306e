import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';

// Each level is a chip that darkens on hover and focus.
const LevelChip = styled(Chip)(({ theme }) => {
  const base = theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800];
  return {
    backgroundColor: base,
    height: theme.spacing(3),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &:focus': { backgroundColor: emphasize(base, 0.06) },
    '&:active': { boxShadow: theme.shadows[1], backgroundColor: emphasize(base, 0.12) },
  };
}) as typeof Chip;

export default function CustomizedBreadcrumbs() {
  const [last, setLast] = React.useState('Accessories');
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <LevelChip
        component="a"
        href="#"
        label="Home"
        icon={<HomeIcon fontSize="small" />}
        clickable
      />
      <LevelChip component="a" href="#" label="Catalogue" clickable />
      <LevelChip
        label={last}
        deleteIcon={<ExpandMoreIcon />}
        onDelete={() => setLast(last === 'Accessories' ? 'Bags' : 'Accessories')}
        aria-current="page"
      />
    </Breadcrumbs>
  );
}
