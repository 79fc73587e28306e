import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InvertedCard() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [inverted, setInverted] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {colors.map((name) => (
          <Chip
            key={name}
            color={name}
            variant={name === color ? 'solid' : 'soft'}
            onClick={() => setColor(name)}
          >
            {name}
          </Chip>
        ))}
      </Stack>
      <Switch
        checked={inverted}
        onChange={(event) => setInverted(event.target.checked)}
        endDecorator="invertedColors"
        slotProps={{ input: { 'aria-label': 'invertedColors' } }}
      />
      <Card variant="solid" color={color} invertedColors={inverted}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Chip size="sm" variant="soft">
              Pro plan
            </Chip>
            <IconButton variant="plain" aria-label="More options">
              ⋯
            </IconButton>
          </Stack>
          <Typography level="h3">$24 / month</Typography>
          <Typography level="body-sm">
            Unlimited projects, priority support and audit logs.
          </Typography>
        </CardContent>
        <Divider />
        <CardActions>
          <Button variant="outlined">Compare</Button>
          <Button variant="solid">Upgrade</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
