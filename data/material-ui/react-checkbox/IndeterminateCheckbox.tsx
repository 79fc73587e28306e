import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Cheese', 'Mushrooms', 'Olives'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState<boolean[]>([true, false, false]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean) && !all;

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            onChange={(event) => setChecked(toppings.map(() => event.target.checked))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((name, index) => (
          <FormControlLabel
            key={name}
            label={name}
            control={
              <Checkbox
                checked={checked[index]}
                onChange={(event) =>
                  setChecked((prev) =>
                    prev.map((value, i) => (i === index ? event.target.checked : value)),
                  )
                }
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
