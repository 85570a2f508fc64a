/**
 * The browser leaves the site for a payment provider's page (issue #24): one place, so that a test
 * stands in for the navigation (`jest.spyOn(browserNavigation, 'leaveFor')`) that jsdom cannot do.
 */
export const browserNavigation = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
