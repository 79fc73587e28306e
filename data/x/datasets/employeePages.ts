import { createEmployeeRows } from './employees';
import type { EmployeeRow } from './employees';

const database = createEmployeeRows(480, 99);

/** The total number of rows the simulated server holds. */
export const EMPLOYEE_PAGE_TOTAL = database.length;

export interface EmployeePage {
  rows: EmployeeRow[];
  /** Total row count, as an offset-paginated API would report it. */
  rowCount: number;
}

function later<T>(value: T, delayMs: number): Promise<T> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value), delayMs);
  });
}

/** An offset API: page `page` (from 0) of `pageSize` rows, after a short delay. */
export function fetchEmployeePage(
  page: number,
  pageSize: number,
  delayMs = 400,
): Promise<EmployeePage> {
  const start = Math.max(0, page) * pageSize;
  return later(
    { rows: database.slice(start, start + pageSize), rowCount: database.length },
    delayMs,
  );
}

export interface EmployeeCursorPage {
  rows: EmployeeRow[];
  /** Opaque cursor of the next page, or null after the last one. */
  nextCursor: string | null;
}

/** A cursor API: the rows after `cursor` (null for the first page); no total is given. */
export function fetchEmployeesAfter(
  cursor: string | null,
  pageSize: number,
  delayMs = 400,
): Promise<EmployeeCursorPage> {
  const start = cursor === null ? 0 : database.findIndex((row) => `emp-${row.id}` === cursor) + 1;
  const rows = database.slice(start, start + pageSize);
  const last = rows[rows.length - 1];
  const nextCursor = last && start + pageSize < database.length ? `emp-${last.id}` : null;
  return later({ rows, nextCursor }, delayMs);
}

/** A sorted API: every row, ordered by the first item of `sortModel`, after a short delay. */
export function fetchEmployeesSorted(
  sortModel: readonly { field: string; sort?: 'asc' | 'desc' | null }[],
  count = 60,
  delayMs = 400,
): Promise<EmployeeRow[]> {
  const rows = database.slice(0, count);
  const [item] = sortModel;
  if (!item || !item.sort) return later(rows, delayMs);
  const field = item.field as keyof EmployeeRow;
  const direction = item.sort === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left instanceof Date && right instanceof Date) {
      return (left.getTime() - right.getTime()) * direction;
    }
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction;
    return String(left).localeCompare(String(right)) * direction;
  });
  return later(sorted, delayMs);
}
