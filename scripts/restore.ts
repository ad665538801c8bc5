// `npm run restore FILE`: puts a backup of the embedded database into an empty DATA_DIR (see
// docs/operators/backups.md).
import { restoreCommand } from '../apps/server/src/maintenance/commands.ts';

process.exit(await restoreCommand(process.argv.slice(2), process.env));
