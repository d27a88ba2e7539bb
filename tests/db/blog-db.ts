import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));

/** The migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(`${supabaseDir}migrations`)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `${supabaseDir}migrations/${name}`);
}

/**
 * A real PostgreSQL (PGlite, in-process) prepared like a Supabase project: the API roles exist
 * (Supabase creates them itself; here they are stand-ins), then every migration and the seed
 * run as the superuser.
 */
export async function createBlogDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(`
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
  `);
  for (const file of migrationFiles()) await db.exec(readFileSync(file, 'utf8'));
  await db.exec(readFileSync(`${supabaseDir}seed.sql`, 'utf8'));
  return db;
}

/** The SQLSTATE of a failed statement, or undefined when it succeeded. */
export async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}
