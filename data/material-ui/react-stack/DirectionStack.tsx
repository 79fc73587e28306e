import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function DirectionStack() {
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        divider={<Divider orientation="vertical" flexItem />}
        alignItems={{ sm: 'center' }}
      >
        <Paper sx={{ p: 1.5 }}>Column on phones</Paper>
        <Paper sx={{ p: 1.5 }}>Row from sm up</Paper>
        <Paper sx={{ p: 1.5 }}>With dividers</Paper>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {['react', 'typescript', 'css', 'accessibility', 'testing', 'design', 'performance'].map(
          (tag) => (
            <Paper key={tag} variant="outlined" sx={{ px: 1.5, py: 0.5, borderRadius: 4 }}>
              {tag}
            </Paper>
          ),
        )}
      </Stack>
    </Stack>
  );
}
