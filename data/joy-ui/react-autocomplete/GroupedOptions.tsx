import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Dish {
  name: string;
  course: string;
}

const DISHES: Dish[] = [
  { name: 'Tiramisu', course: 'Dessert' },
  { name: 'Bruschetta', course: 'Starter' },
  { name: 'Risotto', course: 'Main' },
  { name: 'Panna cotta', course: 'Dessert' },
  { name: 'Minestrone', course: 'Starter' },
  { name: 'Lasagne', course: 'Main' },
];

const COURSE_ORDER = ['Starter', 'Main', 'Dessert'];
const sorted = [...DISHES].sort(
  (a, b) => COURSE_ORDER.indexOf(a.course) - COURSE_ORDER.indexOf(b.course),
);

export default function GroupedOptions() {
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Dish</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(option) => option.course}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
      />
    </FormControl>
  );
}
