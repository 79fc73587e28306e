import Box from '@mui/joy/Box';
import { styled } from '@mui/joy/styles';

type Size = 'sm' | 'md' | 'lg';

const sizes: Record<Size, Record<string, string>> = {
  sm: { '--Stat-gap': '2px', '--Stat-valueSize': '1.125rem', '--Stat-padding': '8px' },
  md: { '--Stat-gap': '4px', '--Stat-valueSize': '1.5rem', '--Stat-padding': '16px' },
  lg: { '--Stat-gap': '6px', '--Stat-valueSize': '2rem', '--Stat-padding': '20px' },
};

const StatRoot = styled('div', {
  name: 'JoyStat',
  slot: 'root',
  shouldForwardProp: (prop) => prop !== 'size',
})<{ size: Size }>(({ theme, size }) => ({
  ...sizes[size],
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--Stat-gap)',
  padding: 'var(--Stat-padding)',
  borderRadius: theme.vars.radius.md,
  ...theme.variants.outlined.neutral,
}));

const StatValue = styled('span', { name: 'JoyStat', slot: 'value' })(({ theme }) => ({
  fontSize: 'var(--Stat-valueSize)',
  fontWeight: theme.vars.fontWeight.lg,
  color: theme.vars.palette.text.primary,
}));

export default function StatSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <StatRoot key={size} size={size}>
          <span>size {size}</span>
          <StatValue>98.6%</StatValue>
        </StatRoot>
      ))}
    </Box>
  );
}
