import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Settings from '@mui/icons-material/Settings';

export default function CustomSeparator() {
  return (
    <ButtonGroup
      variant="solid"
      color="success"
      aria-label="Deploy"
      sx={{ '--ButtonGroup-separatorSize': '0px', '--ButtonGroup-radius': '40px' }}
    >
      <Button>Deploy</Button>
      <Divider
        orientation="vertical"
        sx={{
          '--Divider-thickness': '2px',
          '--Divider-lineColor': 'var(--joy-palette-success-200)',
          my: 1,
        }}
      />
      <IconButton aria-label="Deploy settings">
        <Settings />
      </IconButton>
    </ButtonGroup>
  );
}
