import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedCatalogue } from '../seed/seed.js';
import { generateSlots } from '../tours/generate.js';
import { seedToursData } from '../tours/seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const counts = await seedCatalogue(database.db);
  const tourCount = await seedToursData(database.db);
  const slots = await generateSlots(database.db);
  console.log(`Seeded ${counts.categories} categories, ${counts.products} products, ${tourCount} tours and ${slots} new slots (${database.driver}).`);
} finally {
  await database.close();
}
