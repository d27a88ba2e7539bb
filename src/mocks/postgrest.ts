import { HttpResponse } from 'msw';

/**
 * A small PostgREST for MSW: answers a read of one table the way Supabase's REST interface
 * does for the anonymous role, so that the site’s REST client (postgrest-js, as supabase-js uses it) runs unchanged against it. Supports what
 * the site sends: `select` (column list or `*`), `col=eq.|neq.|is.` filters, `order`
 * (`col.asc|desc[.nullsfirst|.nullslast]`, several), `offset`/`limit` (what postgrest-js 2.109
 * sends for `.range()`) or a `Range: a-b` header, single-object answers
 * (`Accept: application/vnd.pgrst.object+json`, 406 PGRST116 unless exactly one row) and
 * `Prefer: count=exact`.
 */
export interface Table<Row extends object> {
  name: string;
  columns: readonly (keyof Row & string)[];
  rows: readonly Row[];
  /** The select policy of the anonymous role (row-level security). */
  visible: (row: Row) => boolean;
  /** The key the anonymous role presents in the `apikey` header. */
  anonKey: string;
}

type Cell = string | number | boolean | null;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as never, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

const pgError = (status: number, code: string, message: string, details: string | null = null) =>
  json({ code, details, hint: null, message }, status);

class QueryError extends Error {
  constructor(readonly response: Response) {
    super('query error');
  }
}

const RESERVED = new Set(['select', 'order', 'offset', 'limit']);

function columnOf<Row extends object>(table: Table<Row>, name: string): keyof Row & string {
  const column = table.columns.find((c) => c === name);
  if (!column) {
    throw new QueryError(pgError(400, '42703', `column ${table.name}.${name} does not exist`));
  }
  return column;
}

function matches(cell: Cell, operator: string, value: string, raw: string): boolean {
  const text = cell === null ? 'null' : String(cell);
  if (operator === 'eq') return cell !== null && text === value;
  if (operator === 'neq') return cell !== null && text !== value;
  if (operator === 'is') return value === 'null' ? cell === null : text === value;
  throw new QueryError(pgError(400, 'PGRST100', `"failed to parse filter (${raw})"`));
}

function compare(a: Cell, b: Cell, descending: boolean, nullsFirst: boolean): number {
  if (a === b) return 0;
  if (a === null) return nullsFirst ? -1 : 1;
  if (b === null) return nullsFirst ? 1 : -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

function range(url: URL, request: Request): { offset: number; limit: number | undefined } {
  const header = /^(\d+)-(\d*)$/.exec(request.headers.get('Range') ?? '');
  let offset = Number(url.searchParams.get('offset') ?? header?.[1] ?? 0);
  let limit: number | undefined = url.searchParams.has('limit')
    ? Number(url.searchParams.get('limit'))
    : header?.[2]
      ? Number(header[2]) - Number(header[1]) + 1
      : undefined;
  if (!Number.isFinite(offset) || offset < 0) offset = 0;
  if (limit !== undefined && (!Number.isFinite(limit) || limit < 0)) limit = undefined;
  return { offset, limit };
}

/** The answer PostgREST would give the anonymous role for a GET on the table. */
export function answerRead<Row extends object>(table: Table<Row>, request: Request): Response {
  if (request.headers.get('apikey') !== table.anonKey) {
    return json({ message: 'Invalid API key' }, 401);
  }
  try {
    const url = new URL(request.url);
    const cell = (row: Row, column: keyof Row & string) => row[column] as Cell;
    let rows = table.rows.filter(table.visible);
    for (const [key, raw] of url.searchParams) {
      if (RESERVED.has(key)) continue;
      const column = columnOf(table, key);
      const [, operator = '', value = ''] = /^(\w+)\.(.*)$/.exec(raw) ?? [];
      rows = rows.filter((row) => matches(cell(row, column), operator, value, `${key}=${raw}`));
    }
    const orders = (url.searchParams.get('order') ?? '').split(',').filter(Boolean);
    const keys = orders.map((term) => {
      const [name = '', direction = 'asc', nulls] = term.split('.');
      const descending = direction === 'desc';
      return {
        column: columnOf(table, name),
        descending,
        nullsFirst: nulls ? nulls === 'nullsfirst' : descending,
      };
    });
    rows = [...rows].sort((a, b) => {
      for (const key of keys) {
        const order = compare(
          cell(a, key.column),
          cell(b, key.column),
          key.descending,
          key.nullsFirst,
        );
        if (order !== 0) return order;
      }
      return 0;
    });
    const total = rows.length;
    const { offset, limit } = range(url, request);
    rows = rows.slice(offset, limit === undefined ? undefined : offset + limit);
    const select = (url.searchParams.get('select') ?? '*').split(',').filter(Boolean);
    const columns = select.includes('*')
      ? table.columns
      : select.map((name) => columnOf(table, name));
    const body = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
    const counted = /count=exact/.test(request.headers.get('Prefer') ?? '') ? total : '*';
    const contentRange = body.length
      ? `${offset}-${offset + body.length - 1}/${counted}`
      : `*/${counted}`;
    if ((request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json')) {
      if (body.length !== 1) {
        const details = `The result contains ${body.length} rows`;
        return pgError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          details,
        );
      }
      return json(body[0], 200, {
        'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
        'Content-Range': contentRange,
      });
    }
    return json(body, 200, { 'Content-Range': contentRange });
  } catch (error) {
    if (error instanceof QueryError) return error.response;
    throw error;
  }
}

/** What PostgREST answers the anonymous role for a write: it holds no such grant. */
export function answerWrite(table: Pick<Table<object>, 'name'>): Response {
  return pgError(401, '42501', `permission denied for table ${table.name}`);
}
