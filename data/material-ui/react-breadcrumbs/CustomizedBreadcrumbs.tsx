import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';

// Each level is a chip that darkens on hover and focus. The colours are sx tokens, so they follow
// the colour scheme through its CSS variables.
const LevelChip = styled(Chip)(({ theme }) => ({
  height: theme.spacing(3),
  fontWeight: theme.typography.fontWeightRegular,
  ...theme.unstable_sx({
    bgcolor: 'action.hover',
    color: 'text.primary',
    '&:hover, &:focus': { bgcolor: 'action.selected' },
    '&:active': { boxShadow: 1, bgcolor: 'action.focus' },
  }),
})) as typeof Chip;

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
