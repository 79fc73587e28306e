import Stack from '@mui/joy/Stack';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderTrack() {
  return (
    <Stack spacing={3} sx={{ width: 300, maxWidth: '100%' }}>
      <div>
        <Typography level="body-xs">track=&#123;false&#125;</Typography>
        <Slider
          aria-label="Position without track"
          defaultValue={40}
          track={false}
          marks={[{ value: 50 }]}
        />
      </div>
      <div>
        <Typography level="body-xs">track=&quot;inverted&quot;</Typography>
        <Slider aria-label="Remaining storage" defaultValue={70} track="inverted" />
      </div>
    </Stack>
  );
}
