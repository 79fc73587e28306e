import * as React from 'react';
import type { TableProps } from '@mui/joy/Table';
import Table from '@mui/joy/Table';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

export default function TableVariants() {
  const [variantOpen, setVariantOpen] = React.useState(false);
  const variantListboxId = React.useId();
  const [colorOpen, setColorOpen] = React.useState(false);
  const colorListboxId = React.useId();
  const [variant, setVariant] = React.useState<TableProps['variant']>('outlined');
  const [color, setColor] = React.useState<TableProps['color']>('neutral');
  return (
    <div>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel>Variant</FormLabel>
          <Select
            listboxId={variantListboxId}
            listboxOpen={variantOpen}
            onListboxOpenChange={setVariantOpen}
            slotProps={{ button: { 'aria-controls': variantOpen ? variantListboxId : undefined } }}
            value={variant}
            onChange={(_, value) => value && setVariant(value)}
          >
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>Color</FormLabel>
          <Select
            listboxId={colorListboxId}
            listboxOpen={colorOpen}
            onListboxOpenChange={setColorOpen}
            slotProps={{ button: { 'aria-controls': colorOpen ? colorListboxId : undefined } }}
            value={color}
            onChange={(_, value) => value && setColor(value)}
          >
            {colors.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Table aria-label="Trail lengths" variant={variant} color={color}>
        <thead>
          <tr>
            <th>Trail</th>
            <th>Length (km)</th>
            <th>Climb (m)</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Lakeside loop</td>
            <td>6.2</td>
            <td>80</td>
          </tr>
          <tr>
            <td>Ridge path</td>
            <td>11.4</td>
            <td>640</td>
          </tr>
          <tr>
            <td>Forest track</td>
            <td>8.9</td>
            <td>210</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}
