import type { GridColDef } from '@mui/x-data-grid';

/** One row of the synthetic employee data set used by the Data Grid demos. */
export interface EmployeeRow {
  id: number;
  name: string;
  email: string;
  department: string;
  role: string;
  salary: number;
  startDate: Date;
  country: string;
  active: boolean;
}

export const DEPARTMENTS = [
  'Engineering',
  'Design',
  'Sales',
  'Marketing',
  'Finance',
  'Support',
  'Operations',
] as const;

const ROLES: Record<(typeof DEPARTMENTS)[number], string[]> = {
  Engineering: ['Frontend Engineer', 'Backend Engineer', 'QA Engineer', 'Engineering Manager'],
  Design: ['Product Designer', 'UX Researcher', 'Design Lead'],
  Sales: ['Account Executive', 'Sales Engineer', 'Sales Manager'],
  Marketing: ['Content Writer', 'Growth Marketer', 'Marketing Lead'],
  Finance: ['Accountant', 'Financial Analyst', 'Controller'],
  Support: ['Support Specialist', 'Support Lead'],
  Operations: ['Office Manager', 'Recruiter', 'Operations Analyst'],
};

const BASE_SALARY: Record<(typeof DEPARTMENTS)[number], number> = {
  Engineering: 85000,
  Design: 72000,
  Sales: 60000,
  Marketing: 62000,
  Finance: 70000,
  Support: 48000,
  Operations: 52000,
};

export const COUNTRIES = [
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Spain',
  'United Kingdom',
  'United States',
] as const;

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chloé',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Imani',
  'Jonas',
  'Kavya',
  'Liam',
  'Mariana',
  'Noah',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];

const LAST_NAMES = [
  'Almeida',
  'Bauer',
  'Chen',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Johansson',
  'Kamau',
  'Lopez',
  'Müller',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Walker',
];

/** mulberry32: a tiny seeded PRNG so every render produces the same rows. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

// Noon UTC keeps the calendar day the same in every time zone from UTC-11 to UTC+11.
const FIRST_START_DATE = Date.UTC(2012, 0, 2, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates `count` employee rows. The generator is seeded, so the same `count`
 * and `seed` always give the same rows (on the server and in the browser).
 */
export function createEmployeeRows(count = 1000, seed = 2024): EmployeeRow[] {
  const random = createRandom(seed);
  const rows: EmployeeRow[] = [];
  for (let id = 1; id <= count; id += 1) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const department = pick(random, DEPARTMENTS);
    const role = pick(random, ROLES[department]);
    const salary = Math.round((BASE_SALARY[department] * (0.8 + random() * 0.7)) / 100) * 100;
    const startDate = new Date(FIRST_START_DATE + Math.floor(random() * 4400) * DAY_MS);
    const login = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    rows.push({
      id,
      name: `${first} ${last}`,
      email: `${login}.${id}@example.com`,
      department,
      role,
      salary,
      startDate,
      country: pick(random, COUNTRIES),
      active: random() > 0.12,
    });
  }
  return rows;
}

const salaryFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Column definitions for `EmployeeRow`, shared by the Data Grid demos. */
export const employeeColumns: GridColDef<EmployeeRow>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'role', headerName: 'Role', width: 190 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => salaryFormatter.format(value as number),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) => dateFormatter.format(value as Date),
  },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: [...COUNTRIES],
    width: 150,
  },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

/** Formats a salary as whole US dollars, as the `salary` column does. */
export function formatSalary(value: number): string {
  return salaryFormatter.format(value);
}
