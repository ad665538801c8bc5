// `npm run backup [FILE or DIRECTORY]`: a consistent snapshot of the embedded database (see
// docs/operators/backups.md). Taken by the running server when there is one.
import { backupCommand } from '../apps/server/src/maintenance/commands.ts';

process.exit(await backupCommand(process.argv.slice(2), process.env));
