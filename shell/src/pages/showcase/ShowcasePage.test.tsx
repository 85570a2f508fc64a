import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { FIRM } from '@nougaterie/contracts';
import { SHOWCASE_SECTIONS } from '../../config/pages';
import { renderShell } from '../../test/renderShell';
import { ShowcasePage } from './ShowcasePage';

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('ShowcasePage', () => {
  afterEach(() => act(() => void i18next.changeLanguage('fr')));

  it('gives every section its anchor and heading', () => {
    renderShell(<ShowcasePage id="history" />, { route: '/la-nougaterie' });
    expect(screen.getByRole('heading', { level: 1, name: 'La nougaterie' })).toBeInTheDocument();
    for (const anchor of SHOWCASE_SECTIONS.history) {
      const section = document.getElementById(anchor)!;
      expect(section.tagName).toBe('SECTION');
      expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
    }
    expect(within(document.getElementById('notre-equipe')!).getByRole('heading', { name: 'Claire Reynaud' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
  });

  it('fills the legal texts with the firm’s identity from firm.ts, in both languages', () => {
    renderShell(<ShowcasePage id="legal-mentions" />, { route: '/legal/mentions-legales' });
    const main = document.body;
    for (const value of [FIRM.legalName, FIRM.capital, FIRM.rcs, FIRM.siret, FIRM.vat, FIRM.director, FIRM.hostName, FIRM.hostAddress]) {
      expect(main).toHaveTextContent(value);
    }
    expect(main.textContent).not.toMatch(/\{\{/);
    act(() => void i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(main).toHaveTextContent(`Intra-community VAT number: ${FIRM.vat}`);
  });

  it('states the 14-day withdrawal right and its exceptions in the terms of sale', () => {
    renderShell(<ShowcasePage id="legal-cgv" />, { route: '/legal/conditions-generales-vente' });
    const withdrawal = document.getElementById('retractation')!;
    expect(withdrawal).toHaveTextContent('14 jours');
    expect(withdrawal).toHaveTextContent('denrées périssables');
    expect(withdrawal).toHaveTextContent('descellés');
    expect(document.getElementById('mediation')).toHaveTextContent(FIRM.mediator);
    const form = document.getElementById('formulaire-retractation')!;
    expect(form).toHaveTextContent('Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.');
    expect(form).toHaveTextContent(`À l'attention de ${FIRM.legalName}, ${FIRM.street}, ${FIRM.zipcode} ${FIRM.city}, ${FIRM.email}`);
    expect(document.body.textContent).not.toMatch(/\{\{/);
  });

  it('states in the terms of sale every zone the checkout ships to, and that prices and delays are shown there', () => {
    renderShell(<ShowcasePage id="legal-cgv" />, { route: '/legal/conditions-generales-vente' });
    const delivery = () => document.getElementById('livraison')!;
    for (const zone of ['France métropolitaine', 'Corse', 'Monaco', "départements et collectivités d'outre-mer", 'La Réunion', "l'Union européenne"]) {
      expect(delivery()).toHaveTextContent(zone);
    }
    expect(delivery()).toHaveTextContent('point relais est proposée en France métropolitaine, hors Corse');
    expect(delivery()).toHaveTextContent(`retirer gratuitement votre commande au magasin de ${FIRM.city}`);
    expect(delivery()).toHaveTextContent(
      "Les frais et les délais de livraison dépendent de la destination, du mode choisi et du poids du colis : ils sont affichés à l'étape Livraison",
    );
    // No fixed delay any more: it depends on the destination.
    expect(delivery()).not.toHaveTextContent('2 à 5 jours');
    act(() => void i18next.changeLanguage('en'));
    for (const zone of ['metropolitan France', 'Corsica', 'Monaco', 'overseas departments and territories', 'Réunion', 'European Union']) {
      expect(delivery()).toHaveTextContent(zone);
    }
    expect(delivery()).toHaveTextContent("Delivery charges and times depend on the destination, the method chosen and the parcel's weight");
    expect(delivery()).toHaveTextContent('shown at the Delivery step');
    expect(delivery()).not.toHaveTextContent('2 to 5 working days');
  });

  it('describes itself in the head: title, description, canonical and language alternates', () => {
    const { unmount } = renderShell(<ShowcasePage id="store" />, { route: '/magasin-saint-didier' });
    expect(document.title).toBe('Magasin & salon de thé | Nougaterie de Saint-Didier');
    expect(head('meta[name="description"]', 'content')).toMatch(/^Le magasin de la Nougaterie/);
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/magasin-saint-didier');
    expect(head('link[hreflang="fr"]', 'href')).toBe('http://localhost/magasin-saint-didier?lang=fr');
    expect(head('link[hreflang="en"]', 'href')).toBe('http://localhost/magasin-saint-didier?lang=en');
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]')!.textContent;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'ConfectioneryStore',
      telephone: FIRM.phone,
    });
    act(() => void i18next.changeLanguage('en'));
    expect(document.title).toBe('Shop & tea room | Nougaterie de Saint-Didier');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
