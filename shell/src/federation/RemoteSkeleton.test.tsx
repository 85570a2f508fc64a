import { EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE } from '@nougaterie/contracts';
import { holdEarlyView } from '@nougaterie/ui';
import { render, screen } from '@testing-library/react';
import { RemoteSkeleton } from './RemoteSkeleton';

const PATH = '/boutique/nougats/nougat-noir-croquant';

describe("RemoteSkeleton and a remote's early view of the page", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', PATH);
    document.body.innerHTML = `<div id="root"><div data-frame="fr"><main><div ${EARLY_SLOT_ATTRIBUTE}="" ${EARLY_VIEW_ATTRIBUTE}="${PATH}"><h1>Nougat noir croquant</h1></div></main></div></div>`;
    document.documentElement.setAttribute('data-frame', 'fr');
    holdEarlyView(PATH);
    document.body.replaceChildren();
  });
  afterEach(() => {
    holdEarlyView('/nowhere');
    document.documentElement.removeAttribute('data-frame');
  });

  it("a page's placeholder shows the view; a widget's shows itself and leaves the view to the page", () => {
    render(
      <>
        <section aria-label="widget">
          <RemoteSkeleton />
        </section>
        <section aria-label="page">
          <RemoteSkeleton page />
        </section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'page' })).toHaveTextContent('Nougat noir croquant');
    expect(screen.getAllByTestId('remote-loading')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'widget' })).toContainElement(screen.getByTestId('remote-loading'));
  });
});
