// Plain parameterised SQL on the pg pool under the Prisma client, for the hot read paths only
// (session lookup, the main lists and details). Prisma's JS engine compiles every query in WASM
// and maps every row in JS, which costs more than the query itself on those paths
// (docs/decisions/0010-hot-reads-in-sql.md). Writes stay on Prisma.
import pg from "pg";
import { getPool } from "./client";

const TIMESTAMP_OID = 1114;

/**
 * Prisma stores DateTime as `timestamp(3)` holding UTC; pg's default parser would read it in the
 * process's local time zone, so it is read as UTC here (as @prisma/adapter-pg does).
 */
const parseUtcTimestamp = (text: string): Date => new Date(`${text.replace(" ", "T")}Z`);

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID
      ? parseUtcTimestamp
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

/**
 * A statement prepared once per pooled connection under `name` (PostgreSQL then skips parsing and
 * planning it again; the big list statements spend about as long in planning as in running).
 * Each name must always carry the same text: define statements once, at module level.
 */
export type SqlStatement<Row> = { readonly name: string; readonly text: string; readonly _row?: Row };

const defined = new Map<string, string>();

export function sqlStatement<Row>(name: string, text: string): SqlStatement<Row> {
  const known = defined.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`SQL statement "${name}" is defined twice with different text`);
  defined.set(name, text);
  return { name, text };
}

/** Every row the statement returns. */
export async function sqlRows<Row>(statement: SqlStatement<Row>, values: readonly unknown[]): Promise<Row[]> {
  const result = await getPool().query({ name: statement.name, text: statement.text, values: [...values], types });
  return result.rows as Row[];
}

/** The first row, or undefined when there is none. */
export async function sqlRow<Row>(statement: SqlStatement<Row>, values: readonly unknown[]): Promise<Row | undefined> {
  return (await sqlRows(statement, values))[0];
}

/**
 * A `timestamp(3)` column as the string `Date#toISOString()` gives for it, for JSON that
 * PostgreSQL builds itself (its own JSON rendering of timestamps has no zone and drops zeros).
 */
export const isoTimestampSql = (column: string): string => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether `n` fits an int4 id column: a larger id names no row, and PostgreSQL would refuse it. */
export const isInt4 = (n: number): boolean => Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;

/**
 * A value's type after a JSON round trip, as tRPC infers it for its clients: a field that may be
 * undefined (an `unknown` one included) becomes optional. JsonText declares its value this way
 * so that a list passed through as text types the same on the client as a value tRPC serialises.
 */
export type Jsonified<T> = unknown extends T
  ? unknown
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer U)[]
      ? Jsonified<U>[]
      : T extends object
        ? { [K in keyof T as undefined extends T[K] ? never : K]: Jsonified<T[K]> } & {
            [K in keyof T as undefined extends T[K] ? K : never]?: Jsonified<Exclude<T[K], undefined>>;
          }
        : never;

/**
 * JSON that PostgreSQL has already rendered (a `json_agg(...)::text` column). The REST door writes
 * `text` to the response as it is; anything else that serialises it (tRPC, tests) gets the value
 * through toJSON(). For a 500-collection list this saves a JSON.parse and a JSON.stringify of
 * ~200 KB per request in the one Node thread.
 */
export class JsonText<T> {
  private encoded: Uint8Array<ArrayBuffer> | undefined;
  constructor(readonly text: string) {}

  /** The UTF-8 bytes, encoded once: a cached list is written many times (collection-list-cache). */
  bytes(): Uint8Array<ArrayBuffer> {
    this.encoded ??= new TextEncoder().encode(this.text);
    return this.encoded;
  }

  toJSON(): Jsonified<T> {
    return JSON.parse(this.text) as Jsonified<T>;
  }
}
