// `npm run migrate-to-postgres -- postgres://…`: copies the embedded database in DATA_DIR into an
// empty PostgreSQL database, with the server stopped (see docs/operators/backups.md).
import { moveToPostgresCommand } from '../apps/server/src/maintenance/move-to-postgres.ts';

process.exit(await moveToPostgresCommand(process.argv.slice(2), process.env));
