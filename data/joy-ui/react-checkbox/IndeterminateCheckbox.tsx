import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Box from '@mui/joy/Box';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState<boolean[]>([true, false, false]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);

  return (
    <Box role="group" aria-label="Toppings">
      <Checkbox
        label="All toppings"
        checked={all}
        indeterminate={some && !all}
        onChange={(event) => setChecked(toppings.map(() => event.target.checked))}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, ml: 3, mt: 1 }}>
        {toppings.map((topping, index) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={checked[index]}
            onChange={(event) =>
              setChecked(checked.map((value, i) => (i === index ? event.target.checked : value)))
            }
          />
        ))}
      </Box>
    </Box>
  );
}
