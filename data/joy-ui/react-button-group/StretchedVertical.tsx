import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Box from '@mui/joy/Box';

export default function StretchedVertical() {
  return (
    <Box
      sx={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 320,
        minWidth: 160,
        maxWidth: '100%',
        p: 1,
        border: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
      }}
    >
      <ButtonGroup
        buttonFlex="0 1 160px"
        aria-label="Limited width buttons"
        sx={{ width: '100%', justifyContent: 'center' }}
      >
        <Button>Accept</Button>
        <Button>Decline</Button>
      </ButtonGroup>
    </Box>
  );
}
