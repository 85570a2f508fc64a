// Prints the shell's robots.txt with a ${SHELL_URL} placeholder, which site-entrypoint.sh fills
// when the container starts: the rules are scripts/lib/robots.mjs's, the ones npm start serves,
// from the contracts' route table. Run in the image's build stage, where the contracts are.
import { robotsTxt } from '../../scripts/lib/robots.mjs';
import { loadRouteTable } from '../../scripts/lib/routes.mjs';

process.stdout.write(robotsTxt('${SHELL_URL}', await loadRouteTable()));
