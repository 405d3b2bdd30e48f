// One process holding an embedded Postgres on a data folder, as `npm start` does: prints `url <url>`
// once it answers, stops it on SIGTERM; a refusal is printed as `refused <message>` (exit 3).
import { DataDirInUseError } from '../../src/core/database/data-dir-lock';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';

startEmbeddedPostgres({ baseDir: process.argv[2] }).then(
  (pg) => {
    process.stdout.write(`url ${pg.url}\n`);
    process.once('SIGTERM', () => void pg.stop().then(() => process.exit(0)));
  },
  (e: unknown) => {
    process.stdout.write(`${e instanceof DataDirInUseError ? 'refused' : 'failed'} ${(e as Error).message}\n`);
    process.exit(e instanceof DataDirInUseError ? 3 : 1);
  },
);
