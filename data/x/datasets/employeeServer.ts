import type { GridFilterModel } from '@mui/x-data-grid';
import { createEmployeeRows } from './employees';
import type { EmployeeRow } from './employees';

const database = createEmployeeRows(400);

function matches(cell: unknown, operator: string, value: unknown): boolean {
  const text = String(cell ?? '').toLowerCase();
  const wanted = String(value ?? '').toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(wanted);
    case 'equals':
    case 'is':
      return text === wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case 'isEmpty':
      return text === '';
    case 'isNotEmpty':
      return text !== '';
    default:
      // An operator the server does not know filters nothing out.
      return true;
  }
}

/** What a back end would do with a filter model: returns the matching rows after a delay. */
export function fetchFilteredRows(model: GridFilterModel, delayMs = 600): Promise<EmployeeRow[]> {
  const items = model.items.filter(
    (item) =>
      (item.value !== undefined && item.value !== '') ||
      item.operator === 'isEmpty' ||
      item.operator === 'isNotEmpty',
  );
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const result = database.filter((row) => {
    const itemsMatch = items.every((item) =>
      matches(row[item.field as keyof EmployeeRow], item.operator, item.value),
    );
    const quickMatch = words.every((word) =>
      [row.name, row.role, row.department, row.country].some((cell) =>
        cell.toLowerCase().includes(word),
      ),
    );
    return itemsMatch && quickMatch;
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), delayMs);
  });
}
