import { expect, test } from '@playwright/test';
import { AREA_PATHS, REMOTE_NAMES, SITE_PORTS } from '../support/ports';
import { expectRemoteContent } from '../support/site';

test.describe('each area comes from its own remote', () => {
  for (const remote of REMOTE_NAMES) {
    test(`${remote} renders ${AREA_PATHS[remote]} from port ${SITE_PORTS[remote]}`, async ({ page }) => {
      const origin = `http://localhost:${SITE_PORTS[remote]}`;
      const fetched: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(origin)) fetched.push(new URL(request.url()).pathname);
      });

      await page.goto(AREA_PATHS[remote]);
      await expectRemoteContent(page, remote);

      expect(fetched).toContain('/mf-manifest.json');
      expect(fetched).toContain('/remoteEntry.js');
      // The exposed module itself is a hashed chunk of that origin.
      expect(fetched.some((p) => /\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
    });
  }
});
