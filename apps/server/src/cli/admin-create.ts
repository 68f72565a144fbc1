/**
 * `npm run admin:create -- --email a@b.az --name "Full Name" [--password-stdin]`: the first
 * SuperAdmin of a deployment (docs/deploy.md). The password comes from standard input or a prompt
 * that does not echo, never from the command line (it would stay in the shell history and `ps`).
 */
import { parseArgs } from 'node:util';
import { stdin } from 'node:process';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN, passwordSchema, text } from '@emlak/contracts';
import { ConfigError, loadConfig } from '../config';
import { EmbeddedDatabaseError } from '../db/embedded';
import { AccountExistsError, createSuperAdmin } from './create-super-admin';
import { promptPassword, readPasswordFromStdin } from './read-password';
import { withCliDatabase } from './cli-database';
import { reportFailure, UsageError } from './cli-errors';

const USAGE = 'Usage: npm run admin:create -- --email <e-mail> --name "<full name>" [--password-stdin]';

const nameSchema = text().trim().min(1).max(200);

const readPassword = async (fromStdin: boolean): Promise<string> => {
  if (fromStdin) return readPasswordFromStdin();
  if (!stdin.isTTY) throw new UsageError('No terminal to ask for the password on: pass --password-stdin.');
  const password = await promptPassword('Password: ');
  if (passwordSchema.safeParse(password).success && (await promptPassword('Repeat it: ')) !== password)
    throw new UsageError('The two passwords differ.');
  return password;
};

const run = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = emailSchema.safeParse(values.email?.trim());
  if (!email.success) throw new UsageError(`--email must be a valid e-mail address.\n${USAGE}`);
  const name = nameSchema.safeParse(values.name ?? '');
  if (!name.success) throw new UsageError(`--name must be 1 to 200 characters.\n${USAGE}`);
  const config = loadConfig();

  const password = await readPassword(values['password-stdin']);
  // The product's own policy (contracts), as the users screen and the password change apply it.
  if (!passwordSchema.safeParse(password).success) {
    throw new UsageError(
      `The password is too weak: it must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one digit.`,
    );
  }

  const { id } = await withCliDatabase(config, ({ db }) =>
    createSuperAdmin(db, { email: email.data, name: name.data, password }),
  );
  process.stdout.write(
    `SuperAdmin ${email.data} created (user ${id}). Sign in with this e-mail and password.\n`,
  );
};

run().then(
  () => process.exit(0),
  (error: unknown) =>
    reportFailure('admin:create', error, [AccountExistsError, ConfigError, EmbeddedDatabaseError]),
);
