import Box from '@mui/material/Box';
import { Item } from './item';

export default function CSSGrid() {
  return (
    <Box sx={{ width: 1 }}>
      <Box display="grid" gridTemplateColumns="repeat(12, 1fr)" gap={2}>
        <Box gridColumn="span 8">
          <Item>span 8</Item>
        </Box>
        <Box gridColumn="span 4">
          <Item>span 4</Item>
        </Box>
        <Box gridColumn="span 4">
          <Item>span 4</Item>
        </Box>
        <Box gridColumn="span 8">
          <Item>span 8</Item>
        </Box>
      </Box>
    </Box>
  );
}
