import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedCatalogue } from '../seed/seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const counts = await seedCatalogue(database.db);
  console.log(`Seeded ${counts.categories} categories and ${counts.products} products (${database.driver}).`);
} finally {
  await database.close();
}
