import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const VARIANTS = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function CheckboxVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {VARIANTS.map((variant) => (
        <Checkbox
          key={variant}
          variant={variant}
          label={variant}
          defaultChecked={variant !== 'plain'}
        />
      ))}
    </Box>
  );
}
