import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { screen } from '@testing-library/react';
import { pages } from '../routes.js';
import { TOURS } from '../test/fixtures.js';

const ANCHORS = [
  'le-parcours-gourmand',
  'le-sentier-des-abeilles',
  'la-visite-des-tous-petits',
  'la-visite-des-champs',
  'la-visite-des-champs-privee',
  'endurante',
];
const PATH = '/nougatourisme';
const user = setupUser();

/** The api answers in the request's language; the English test data only differs by its names. */
const english = TOURS.map((tour) => ({
  ...tour,
  name:
    {
      'le-parcours-gourmand': 'The gourmet tour',
      'la-visite-des-champs': 'The field visit',
      'la-visite-des-champs-privee': 'The private field visit',
      'le-sentier-des-abeilles': 'The bee path',
    }[tour.slug] ?? tour.name,
}));

const context = (lang: 'fr' | 'en' = 'fr', tours = jest.fn().mockResolvedValue({ tours: lang === 'en' ? english : TOURS })) =>
  createFakeContext({ lang, api: { visits: { tours } } }).ctx;

describe('/nougatourisme', () => {
  it('has one section per tour of the api, with the SPEC §2 anchors and a booking link', async () => {
    const { container } = renderPage(pages.tours, context(), { path: PATH, url: PATH });
    expect(await screen.findByRole('heading', { name: 'Le parcours gourmand', level: 2 })).toBeInTheDocument();
    for (const anchor of ANCHORS) {
      const section = container.querySelector(`section#${anchor}`);
      expect(section).not.toBeNull();
      expect(section!.querySelector(`a[href="/visites/${anchor}"]`)).toHaveTextContent('Réserver');
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nougatourisme');
  });

  it('writes the price rules from the data, in English too', async () => {
    renderPage(pages.tours, context('en'), { path: PATH, url: PATH });
    const field = await screen.findByRole('region', { name: 'The private field visit' });
    expect(field).toHaveTextContent('1 to 6 people: flat rate of €80.00');
    expect(field).toHaveTextContent('7 to 15 people: €12.00 per person');
    expect(field).toHaveTextContent('Book at least 15 days ahead');
    // The scheduled field visit anyone joins: SPEC §9's 16 € a person.
    expect(screen.getByRole('region', { name: 'The field visit' })).toHaveTextContent('€16.00');
    expect(screen.getByRole('region', { name: 'The gourmet tour' })).toHaveTextContent('Free under 10 years old');
    expect(screen.getByRole('region', { name: 'The bee path' })).toHaveTextContent('Route notebook: €5.00');
  });

  it('scrolls to and focuses the section named by the hash once the tours are there', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage(pages.tours, context(), { path: PATH, url: '/nougatourisme#endurante' });
    await screen.findByRole('region', { name: "L'Endurante" });
    expect(document.activeElement?.id).toBe('endurante');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('offers a retry when the tours cannot be loaded', async () => {
    const tours = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ tours: TOURS });
    renderPage(pages.tours, context('fr', tours), { path: PATH, url: PATH });
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Le sentier des abeilles' })).toBeInTheDocument();
  });
});
