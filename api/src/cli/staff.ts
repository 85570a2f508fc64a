import { runStaffCommand } from '../admin/staff/command.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

// The server's own database settings: the PGlite data folder, or DATABASE_URL when set.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  process.exitCode = await runStaffCommand(database.db, process.argv.slice(2), {
    siteUrl: config.siteUrl,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await database.close();
}
