// Prints the shell's robots.txt with a ${SHELL_URL} placeholder, which site-entrypoint.sh fills
// when the container starts: the rules are scripts/lib/robots.mjs's, the ones npm start serves.
import { robotsTxt } from '../../scripts/lib/robots.mjs';

process.stdout.write(robotsTxt('${SHELL_URL}'));
