import { openIdentity } from './cli/identity-context';

/** Applies the identity schema's pending migrations and exits (the `migrate` target; start also does it). */
openIdentity()
  .then((identity) => identity.close())
  .then(() => process.exit())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
