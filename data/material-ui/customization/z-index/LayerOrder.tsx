import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';

const layers = ['appBar', 'drawer', 'modal', 'snackbar'] as const;

export default function LayerOrder() {
  const theme = useTheme();
  return (
    <Box sx={{ position: 'relative', height: 220, isolation: 'isolate' }}>
      {layers.map((layer, index) => (
        <Box
          key={layer}
          sx={{
            position: 'absolute',
            left: index * 48,
            top: index * 32,
            width: 200,
            height: 80,
            p: 1,
            borderRadius: 1,
            boxShadow: 4,
            color: 'common.white',
            bgcolor: ['primary.main', 'secondary.main', 'success.main', 'warning.dark'][index],
            zIndex: theme.zIndex[layer],
          }}
        >
          {layer}: {theme.zIndex[layer]}
        </Box>
      ))}
      <Tooltip title={`tooltip: ${theme.zIndex.tooltip}`} open={undefined}>
        <Button
          variant="outlined"
          sx={{ position: 'absolute', right: 0, bottom: 0, bgcolor: 'background.paper' }}
        >
          Hover for a tooltip
        </Button>
      </Tooltip>
    </Box>
  );
}
