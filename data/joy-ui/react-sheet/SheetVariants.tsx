import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function SheetVariants() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {variants.map((variant) => (
        <Sheet
          key={variant}
          variant={variant}
          color="primary"
          sx={{ width: 110, height: 80, borderRadius: 'md', display: 'grid', placeItems: 'center' }}
        >
          {variant}
        </Sheet>
      ))}
    </Stack>
  );
}
