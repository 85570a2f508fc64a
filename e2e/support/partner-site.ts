import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { PARTNER_PORT, SITE_PORTS, partnerUrl } from './ports';

/** The example partner page shipped with mfe-visits, as a partner would copy it. */
const PAGE = path.resolve(__dirname, '../../mfe-visits/example/partner.html');
/** The widget address the example carries (npm start's visits port). */
const EXAMPLE_SCRIPT = 'http://localhost:3004/visits-widget.js';

/**
 * A partner's site on an origin of its own: the example page, its script tag pointed at the
 * visits front end under test. Nothing else is served: the widget brings everything it needs.
 */
export async function startPartnerSite() {
  const html = (await readFile(PAGE, 'utf8')).replace(EXAMPLE_SCRIPT, `http://localhost:${SITE_PORTS.visits}/visits-widget.js`);
  const server = createServer((req, res) => {
    if (req.url !== '/' && req.url !== '/index.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(PARTNER_PORT, 'localhost', resolve));
  return {
    url: partnerUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
