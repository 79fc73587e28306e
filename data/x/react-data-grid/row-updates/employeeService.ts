import type { GridSortModel } from '@mui/x-data-grid-pro';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

/** What the simulated back end holds: 1,500 employees, always the same ones. */
const database = createEmployeeRows(1500, 77);

export const EMPLOYEE_TOTAL = database.length;

export interface EmployeeSlice {
  rows: EmployeeRow[];
  /** How many rows the whole (sorted) result has. */
  rowCount: number;
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts (and then clears its timer). */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function sorted(sortModel: GridSortModel): EmployeeRow[] {
  const [item] = sortModel;
  if (!item?.sort) {
    return database;
  }
  const field = item.field as keyof EmployeeRow;
  const direction = item.sort === 'asc' ? 1 : -1;
  return [...database].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (typeof left === 'number' && typeof right === 'number') {
      return (left - right) * direction;
    }
    if (left instanceof Date && right instanceof Date) {
      return (left.getTime() - right.getTime()) * direction;
    }
    return String(left).localeCompare(String(right)) * direction;
  });
}

/**
 * A request to the simulated back end: the rows from index `start` up to (not including) `end`,
 * in the order of `sortModel`, after `latencyMs`. Aborting `signal` cancels it.
 */
export async function fetchEmployeeSlice(
  { start, end, sortModel = [] }: { start: number; end: number; sortModel?: GridSortModel },
  signal: AbortSignal,
  latencyMs = 500,
): Promise<EmployeeSlice> {
  await wait(latencyMs, signal);
  return { rows: sorted(sortModel).slice(start, end), rowCount: database.length };
}
