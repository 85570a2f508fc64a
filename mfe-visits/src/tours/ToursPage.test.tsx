import { screen } from '@testing-library/react';
import { createFakeContext, renderPage } from '@nougaterie/ui/testing';
import { ToursPage } from './ToursPage.js';

const ANCHORS = [
  'le-parcours-gourmand',
  'le-sentier-des-abeilles',
  'la-visite-des-tous-petits',
  'la-visite-des-champs',
  'endurante',
];

describe('/nougatourisme', () => {
  it('has one section per tour with the SPEC §2 anchors and a booking link', () => {
    const { container } = renderPage(ToursPage, createFakeContext().ctx, { path: '/nougatourisme', url: '/nougatourisme' });
    for (const anchor of ANCHORS) {
      const section = container.querySelector(`section#${anchor}`);
      expect(section).not.toBeNull();
      expect(section!.querySelector(`a[href="/visites/${anchor}"]`)).toHaveTextContent('Réserver');
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nougatourisme');
  });

  it('writes the price rules from the data, in English too', () => {
    renderPage(ToursPage, createFakeContext({ lang: 'en' }).ctx, { path: '/nougatourisme', url: '/nougatourisme' });
    const field = screen.getByRole('region', { name: 'The field visit' });
    expect(field).toHaveTextContent('1 to 6 people: flat rate of €80.00');
    expect(field).toHaveTextContent('7 to 15 people: €12.00 per person');
    expect(field).toHaveTextContent('Book at least 15 days ahead');
    expect(screen.getByRole('region', { name: 'The gourmet tour' })).toHaveTextContent('Free under 10 years old');
    expect(screen.getByRole('region', { name: 'The bee path' })).toHaveTextContent('Route notebook: €5.00');
  });

  it('scrolls to and focuses the section named by the hash', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage(ToursPage, createFakeContext().ctx, { path: '/nougatourisme', url: '/nougatourisme#endurante' });
    expect(document.activeElement?.id).toBe('endurante');
    expect(scrollIntoView).toHaveBeenCalled();
  });
});
