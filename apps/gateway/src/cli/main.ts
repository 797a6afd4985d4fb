import { Command, InvalidArgumentError, Option } from 'commander';
import { ROLES, type Role } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { NewUser } from '../identity/identity-admin';
import { openIdentity } from './identity-context';

/**
 * Provisioning (decisions §3): tenants and users are created here, not over HTTP. Works on the
 * database the environment names (DATABASE_URL, or the PGlite of TEZGAH_DATA_DIR while no
 * server holds it). Prints JSON.
 */
const program = new Command('tezgah').description('Tezgah administration');

const tenant = program.command('tenant').description('tenants');
tenant
  .command('create <id>')
  .option('--name <name>', 'display name')
  .action((id: string, options: { name?: string }) =>
    withIdentity(async ({ admin }) => ({ tenant: id, created: await admin.ensureTenant(id, options.name ?? id) })),
  );

const roleOption = () => new Option('--role <role>', 'owner, admin, staff or viewer').choices(ROLES).makeOptionMandatory();

const user = program.command('user').description('users');
user
  .command('create')
  .requiredOption('--tenant <id>')
  .requiredOption('--email <email>')
  .requiredOption('--name <name>')
  .addOption(roleOption())
  .option('--password <password>', 'at least 10 characters; without it the user gets a one-time setup token', password)
  .action((options: NewUser) =>
    withIdentity(async ({ admin }) => {
      const [created] = await admin.createUsers([options]);
      if (options.password) return { user: created };
      return { user: created, setup_token: await admin.issueSetupToken(created.id) };
    }),
  );

user
  .command('create-many')
  .description('numbered users for load tests: <prefix>-<n>@<tenant>.test')
  .requiredOption('--tenant <id>')
  .requiredOption('--count <n>', 'how many', (value) => positiveInt(value))
  .requiredOption('--prefix <prefix>')
  .addOption(roleOption())
  .requiredOption('--password <password>', 'shared password', password)
  .action((options: { tenant: string; count: number; prefix: string; role: Role; password: string }) =>
    withIdentity(async ({ admin }) => {
      const users = Array.from({ length: options.count }, (_, n) => ({
        tenant: options.tenant,
        email: `${options.prefix}-${n + 1}@${options.tenant}.test`,
        name: `${options.prefix} ${n + 1}`,
        role: options.role,
        password: options.password,
      }));
      return { users: (await admin.createUsers(users)).map((created) => created.email) };
    }),
  );

async function withIdentity(work: (context: Awaited<ReturnType<typeof openIdentity>>) => Promise<unknown>): Promise<void> {
  const context = await openIdentity();
  try {
    process.stdout.write(`${JSON.stringify(await work(context))}\n`);
  } catch (error) {
    const detail = error instanceof DomainError ? `${error.code} ${JSON.stringify(error.details ?? {})}` : String(error);
    process.stderr.write(`error: ${detail}\n`);
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

function password(value: string): string {
  if (value.length < 10) throw new InvalidArgumentError('must be at least 10 characters');
  return value;
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

// Exit once done: a closed PGlite can leave WebAssembly timers behind for seconds.
program.parseAsync().then(
  () => process.exit(),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
