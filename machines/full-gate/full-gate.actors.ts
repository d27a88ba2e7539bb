import { fromPromise } from 'xstate';

/** Asks for the password with the browser's own prompt (the question is German UI text). */
export const createAskPasswordInBrowser = (question: string) =>
  fromPromise<string | null>(async () => window.prompt(question) ?? null);

/** Hex SHA-256 of a string, with Web Crypto. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The gate's hash actor, backed by Web Crypto. */
export const hashPasswordWithWebCrypto = fromPromise<string, string>(({ input }) =>
  sha256Hex(input),
);
