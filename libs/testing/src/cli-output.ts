import type { CreatedUser } from './system';

/** The CLI prints one JSON line, `{user: {id, …}, setup_token?}`, among whatever it logs. */
export function parseCreatedUser(stdout: string): CreatedUser {
  const lines = stdout
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text.startsWith('{'));
  if (!lines.length) throw new Error(`the CLI printed no JSON: ${stdout.trim()}`);
  for (const line of lines.reverse()) {
    let printed: { user?: { id?: unknown }; setup_token?: unknown };
    try {
      printed = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof printed.user?.id !== 'number') continue;
    return {
      id: printed.user.id,
      ...(typeof printed.setup_token === 'string' ? { setupToken: printed.setup_token } : {}),
    };
  }
  throw new Error(`the CLI printed no user id: ${stdout.trim()}`);
}
