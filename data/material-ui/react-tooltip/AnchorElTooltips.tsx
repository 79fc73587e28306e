import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function AnchorElTooltips() {
  const position = React.useRef({ x: 0, y: 0 });
  const popper = React.useRef<{ update: () => void } | null>(null);
  const areaRef = React.useRef<HTMLDivElement>(null);

  const handleMouseMove = (event: React.MouseEvent) => {
    position.current = { x: event.clientX, y: event.clientY };
    popper.current?.update();
  };

  return (
    <Tooltip
      title="Follows the pointer horizontally, stays above the box"
      placement="top"
      arrow
      describeChild
      PopperProps={{
        popperRef: (instance) => {
          popper.current = instance;
        },
        anchorEl: {
          getBoundingClientRect: () => {
            const box = areaRef.current?.getBoundingClientRect();
            const y = box ? box.y : position.current.y;
            return new DOMRect(position.current.x, y, 0, 0);
          },
        },
      }}
    >
      <Box
        ref={areaRef}
        onMouseMove={handleMouseMove}
        sx={{
          width: 260,
          maxWidth: '100%',
          p: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
        }}
      >
        Hover along this bar
      </Box>
    </Tooltip>
  );
}
