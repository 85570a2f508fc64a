import os from 'node:os';
import path from 'node:path';
import { SITE_PORTS } from './ports';

/** Where the api of the site under test writes its mails (.eml), one folder per port set. */
export const OUTBOX_DIR = path.join(os.tmpdir(), `nougaterie-e2e-outbox-${SITE_PORTS.shell}`);
