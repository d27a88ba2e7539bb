import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));

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
  // In the order Supabase applies them (by their timestamp prefix).
  for (const name of readdirSync(`${supabaseDir}migrations`).sort())
    if (name.endsWith('.sql'))
      await db.exec(readFileSync(`${supabaseDir}migrations/${name}`, 'utf8'));
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
