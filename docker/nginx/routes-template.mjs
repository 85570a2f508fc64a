// Prints the shell site's pages.conf (included by shell.conf): the nginx `map` telling a page of
// the shop from a missing one, written from the contracts' route table by scripts/lib/routes.mjs,
// the check npm start's server makes. Run in the image's build stage, where the contracts are.
import { loadRouteTable, nginxPageMap } from '../../scripts/lib/routes.mjs';

process.stdout.write(nginxPageMap(await loadRouteTable()));
