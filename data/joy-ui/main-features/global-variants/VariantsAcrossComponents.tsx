import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function VariantsAcrossComponents() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          <Button variant={variant}>Button</Button>
          <Chip variant={variant}>Chip</Chip>
          <Input
            variant={variant}
            placeholder="Input"
            slotProps={{ input: { 'aria-label': `${variant} input` } }}
            sx={{ width: 140 }}
          />
          <Alert variant={variant} sx={{ py: 0.75 }}>
            Alert
          </Alert>
        </Stack>
      ))}
    </Stack>
  );
}
