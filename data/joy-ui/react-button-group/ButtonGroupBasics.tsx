import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupBasics() {
  return (
    <ButtonGroup aria-label="Zoom">
      <Button>Zoom out</Button>
      <Button>100%</Button>
      <Button>Zoom in</Button>
    </ButtonGroup>
  );
}
