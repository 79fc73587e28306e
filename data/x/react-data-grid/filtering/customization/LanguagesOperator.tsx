import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridFilterInputValueProps,
  GridFilterItem,
  GridFilterOperator,
} from '@mui/x-data-grid';
import { createEmployeeRows } from '../../../datasets/employees';

const LANGUAGES = [
  'English',
  'French',
  'German',
  'Hindi',
  'Japanese',
  'Portuguese',
  'Spanish',
  'Swahili',
];

const FIRST_LANGUAGE: Record<string, string> = {
  Brazil: 'Portuguese',
  Canada: 'French',
  France: 'French',
  Germany: 'German',
  India: 'Hindi',
  Japan: 'Japanese',
  Kenya: 'Swahili',
  Spain: 'Spanish',
  'United Kingdom': 'English',
  'United States': 'English',
};

interface Speaker {
  id: number;
  name: string;
  country: string;
  languages: string[];
}

const rows: Speaker[] = createEmployeeRows(80, 616).map(({ id, name, country }) => {
  const spoken = new Set([FIRST_LANGUAGE[country]]);
  if (id % 2 === 0) {
    spoken.add('English');
  }
  if (id % 3 === 0) {
    spoken.add(LANGUAGES[(id * 5) % LANGUAGES.length]);
  }
  return { id, name, country, languages: [...spoken].sort() };
});

function toList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

/** The value of these operators is an array, edited with a multiple Autocomplete. */
function LanguagesInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={LANGUAGES}
      value={toList(item.value)}
      onChange={(_event, value) => applyValue({ ...item, value })}
      sx={{ minWidth: 190 }}
      renderTags={(languages, getTagProps) =>
        languages.map((language, index) => {
          // The key goes on the element itself, not in a spread.
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} size="small" label={language} {...tagProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} variant="standard" label="Languages" inputRef={focusElementRef} />
      )}
    />
  );
}

type Match = (spoken: string[]) => boolean;

function languagesOperator(
  value: string,
  label: string,
  test: (wanted: string[], spoken: string[]) => boolean,
): GridFilterOperator<Speaker, string[]> {
  // One place builds the predicate; both filter function signatures use it.
  const matcherFor = (item: GridFilterItem): Match | null => {
    const wanted = toList(item.value);
    return wanted.length === 0 ? null : (spoken) => test(wanted, spoken);
  };
  return {
    value,
    label,
    InputComponent: LanguagesInput,
    getValueAsString: (filterValue) => toList(filterValue).join(', '),
    getApplyFilterFn: (item) => {
      const match = matcherFor(item);
      return match ? (params) => match(params.value ?? []) : null;
    },
    getApplyFilterFnV7: (item) => {
      const match = matcherFor(item);
      return match ? (spoken) => match(spoken ?? []) : null;
    },
  };
}

const languageOperators = [
  languagesOperator('speaksAnyOf', 'speaks any of', (wanted, spoken) =>
    wanted.some((language) => spoken.includes(language)),
  ),
  languagesOperator('speaksAllOf', 'speaks all of', (wanted, spoken) =>
    wanted.every((language) => spoken.includes(language)),
  ),
];

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'languages',
    headerName: 'Languages',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: ({ value }) => toList(value).join(', '),
    filterOperators: languageOperators,
  },
];

export default function LanguagesOperator() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'languages', operator: 'speaksAllOf', value: ['French', 'English'] },
              ],
            },
          },
        }}
      />
    </div>
  );
}
