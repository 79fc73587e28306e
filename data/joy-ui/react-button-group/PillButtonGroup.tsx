import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Celebration from '@mui/icons-material/Celebration';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function PillButtonGroup() {
  return (
    <ButtonGroup variant="soft" aria-label="Reactions" sx={{ '--ButtonGroup-radius': '40px' }}>
      <Button startDecorator={<ThumbUpOutlined />} aria-label="Like, 12 reactions">
        12
      </Button>
      <Button startDecorator={<Celebration />} aria-label="Celebrate, 4 reactions">
        4
      </Button>
      <Button startDecorator={<FavoriteBorder />} aria-label="Love, 9 reactions">
        9
      </Button>
    </ButtonGroup>
  );
}
