import { FIRM, type Firm } from '../firm.js';
import type { Lang } from '../schemas/common.js';

/*
 * The terms of sale (CGV), one home for the shop's page (/legal/conditions-generales-vente, shown
 * by the shell) and for the order confirmation the api mails, which must hold them on a durable
 * medium with the model withdrawal form (Code de la consommation, L221-13 and L221-5 2°; the
 * form's wording is the annex to R221-1, and Directive 2011/83/EU annex I B in English).
 * {{name}} marks a value of FIRM (firm.ts), filled in by i18next on the page and by
 * fillFirm() elsewhere.
 */

/** A legal page's texts: a title, a description for search engines, an introduction, its sections. */
export type LegalTexts = {
  title: string;
  description: string;
  intro: string;
  sections: Record<string, { title: string; paragraphs: string[] }>;
};

/** The sections of the terms, in their order: the page's anchors. */
export const TERMS_SECTIONS = [
  'prix',
  'commandes',
  'paiement',
  'livraison',
  'retractation',
  'garanties',
  'service-client',
  'mediation',
  'formulaire-retractation',
] as const;

export const TERMS_OF_SALE: Record<Lang, LegalTexts> = {
  fr: {
    title: 'Conditions générales de vente',
    description:
      'Conditions générales de vente de la Nougaterie de Saint-Didier : prix TTC, commande, paiement, livraison, droit de rétractation, garanties et médiation.',
    intro:
      "Les présentes conditions s'appliquent à toute commande passée sur le site par un consommateur auprès de la {{legalName}}, {{legalForm}} au capital de {{capital}}, {{street}}, {{zipcode}} {{city}}, {{rcs}}. Dernière mise à jour : 26 novembre 2026.",
    sections: {
      prix: {
        title: 'Prix',
        paragraphs: [
          'Les prix sont indiqués en euros, toutes taxes comprises (TTC), hors frais de livraison, qui sont affichés avant la validation de la commande. Les produits sont facturés au prix en vigueur au moment de la commande.',
        ],
      },
      commandes: {
        title: 'Commande',
        paragraphs: [
          'Vous choisissez vos produits, vérifiez votre panier, indiquez vos adresses et votre mode de livraison, puis validez et payez la commande. La vente est conclue à la confirmation du paiement ; vous recevez alors un courriel récapitulatif. Nous pouvons refuser une commande anormale ou passée de mauvaise foi.',
        ],
      },
      paiement: {
        title: 'Paiement',
        paragraphs: [
          'Le paiement se fait par carte bancaire (Visa, Mastercard, CB) sur une page sécurisée, par virement bancaire ou au magasin lors du retrait. Les données de carte ne sont jamais conservées par la nougaterie. Une commande payée par virement est préparée à réception des fonds.',
        ],
      },
      livraison: {
        title: 'Livraison',
        paragraphs: [
          "Nous livrons à domicile en France métropolitaine, en Corse et à Monaco, dans les départements et collectivités d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte, Saint-Pierre-et-Miquelon, Saint-Barthélemy et Saint-Martin) et dans les autres pays de l'Union européenne. La livraison en point relais est proposée en France métropolitaine, hors Corse. Vous pouvez aussi retirer gratuitement votre commande au magasin de {{city}}, quelle que soit votre adresse ; c'est le seul mode proposé pour une adresse hors de ces destinations. Les frais et les délais de livraison dépendent de la destination, du mode choisi et du poids du colis : ils sont affichés à l'étape Livraison, avant la validation de la commande. La livraison à domicile ou en point relais est offerte dès 90 € d'achats en France métropolitaine (hors Corse) et à Monaco. En été, nous utilisons des emballages isothermes pour protéger les chocolats. En cas de colis abîmé, émettez des réserves auprès du transporteur et prévenez-nous sous trois jours.",
        ],
      },
      retractation: {
        title: 'Droit de rétractation',
        paragraphs: [
          "Vous disposez de 14 jours à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier, en nous écrivant à {{email}} ou à l'adresse du magasin. Les produits sont à retourner à vos frais dans les 14 jours suivants ; nous vous remboursons sous 14 jours après avoir reçu votre demande, par le moyen de paiement utilisé.",
          "Pour l'exercer, vous pouvez utiliser le formulaire type de rétractation ci-dessous, joint aussi au courriel qui confirme votre commande, ou nous adresser toute autre déclaration dénuée d'ambiguïté exprimant votre volonté de vous rétracter.",
          "Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne s'applique pas aux denrées périssables ou susceptibles de se détériorer rapidement, ni aux produits scellés qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé et qui ont été descellés après la livraison (un sachet de nougat ou un pot de miel ouvert, par exemple).",
        ],
      },
      garanties: {
        title: 'Garanties',
        paragraphs: [
          'Nos produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Un produit non conforme ou abîmé est remplacé ou remboursé : écrivez-nous avec une photo.',
        ],
      },
      'service-client': {
        title: 'Service client',
        paragraphs: ["Pour toute question, écrivez à {{email}} ou appelez le {{phoneDisplay}} (prix d'un appel local), du lundi au samedi de 9 h à 18 h."],
      },
      mediation: {
        title: 'Médiation',
        paragraphs: [
          "En cas de litige, adressez d'abord une réclamation écrite à notre service client. Si le désaccord persiste, vous pouvez saisir gratuitement le médiateur de la consommation : {{mediator}}, {{mediatorAddress}}, {{mediatorUrl}}. Vous pouvez aussi utiliser la plateforme européenne de règlement en ligne des litiges. Le droit français s'applique.",
        ],
      },
      'formulaire-retractation': {
        title: 'Formulaire de rétractation',
        paragraphs: [
          '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
          "À l'attention de {{legalName}}, {{street}}, {{zipcode}} {{city}}, {{email}} :",
          'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
          'Commandé le (*)/reçu le (*) :',
          'Nom du (des) consommateur(s) :',
          'Adresse du (des) consommateur(s) :',
          'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
          'Date :',
          '(*) Rayez la mention inutile.',
        ],
      },
    },
  },
  en: {
    title: 'Terms of sale',
    description:
      'Terms of sale of the Nougaterie de Saint-Didier: prices incl. VAT, ordering, payment, delivery, right of withdrawal, guarantees and mediation.',
    intro:
      'These terms apply to every order placed on the site by a consumer with {{legalName}}, a {{legalForm}} with a share capital of {{capital}}, {{street}}, {{zipcode}} {{city}}, {{rcs}}. Last updated: 26 November 2026.',
    sections: {
      prix: {
        title: 'Prices',
        paragraphs: [
          'Prices are in euros, all taxes included (VAT included), excluding delivery charges, which are shown before the order is confirmed. Products are invoiced at the price in force when the order is placed.',
        ],
      },
      commandes: {
        title: 'Ordering',
        paragraphs: [
          'You choose your products, check your basket, give your addresses and delivery method, then confirm and pay. The sale is concluded when payment is confirmed; you then receive a summary by e-mail. We may refuse an abnormal order or one placed in bad faith.',
        ],
      },
      paiement: {
        title: 'Payment',
        paragraphs: [
          'You can pay by card (Visa, Mastercard, CB) on a secure page, by bank transfer, or at the shop on collection. Card details are never stored by the nougaterie. An order paid by transfer is prepared once the funds arrive.',
        ],
      },
      livraison: {
        title: 'Delivery',
        paragraphs: [
          "We deliver to your home in metropolitan France, Corsica and Monaco, in the French overseas departments and territories (Guadeloupe, Martinique, French Guiana, Réunion, Mayotte, Saint Pierre and Miquelon, Saint Barthélemy and Saint Martin) and in the other countries of the European Union. Relay-point delivery is offered in metropolitan France, except Corsica. You can also collect your order from the shop in {{city}} free of charge, wherever you live; it is the only method offered for an address outside these destinations. Delivery charges and times depend on the destination, the method chosen and the parcel's weight: they are shown at the Delivery step, before you confirm your order. Home and relay-point delivery is free from €90 of purchases in metropolitan France (except Corsica) and Monaco. In summer we use insulated packaging to protect chocolates. If a parcel is damaged, note your reservations with the carrier and let us know within three days.",
        ],
      },
      retractation: {
        title: 'Right of withdrawal',
        paragraphs: [
          "You have 14 days from receipt of your order to withdraw from the contract, without giving a reason, by writing to {{email}} or to the shop's address. Products must be returned at your expense within the following 14 days; we refund you within 14 days of receiving your request, using the payment method you used.",
          'To exercise it, you may use the model withdrawal form below, also attached to the e-mail confirming your order, or send us any other unequivocal statement of your decision to withdraw.',
          'Under article L221-28 of the French Consumer Code, the right of withdrawal does not apply to perishable goods or goods liable to deteriorate rapidly, nor to sealed goods which cannot be returned for health protection or hygiene reasons and which were unsealed after delivery (an opened bag of nougat or jar of honey, for example).',
        ],
      },
      garanties: {
        title: 'Guarantees',
        paragraphs: [
          'Our products carry the legal guarantee of conformity (articles L217-3 ff. of the Consumer Code) and the guarantee against hidden defects (articles 1641 ff. of the Civil Code). A non-conforming or damaged product is replaced or refunded: write to us with a photo.',
        ],
      },
      'service-client': {
        title: 'Customer service',
        paragraphs: ['For any question, write to {{email}} or call {{phoneDisplay}} (local call rate), Monday to Saturday, 9 am to 6 pm.'],
      },
      mediation: {
        title: 'Mediation',
        paragraphs: [
          'In case of dispute, first send a written complaint to our customer service. If the disagreement persists, you may refer it free of charge to the consumer mediator: {{mediator}}, {{mediatorAddress}}, {{mediatorUrl}}. You can also use the European online dispute resolution platform. French law applies.',
        ],
      },
      'formulaire-retractation': {
        title: 'Withdrawal form',
        paragraphs: [
          '(Complete and return this form only if you wish to withdraw from the contract.)',
          'To {{legalName}}, {{street}}, {{zipcode}} {{city}}, France, {{email}}:',
          'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
          'Ordered on (*)/received on (*):',
          'Name of consumer(s):',
          'Address of consumer(s):',
          'Signature of consumer(s) (only if this form is notified on paper):',
          'Date:',
          '(*) Delete as appropriate.',
        ],
      },
    },
  },
};

/**
 * A text of the terms with the firm's values in place of its {{name}} marks (a mark the firm lacks
 * stays): the shop's stored identity (GET /api/shop/info), the demonstration FIRM when not given.
 */
export function fillFirm(text: string, firm: Firm = FIRM): string {
  return text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => {
    const value: unknown = (firm as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : mark;
  });
}
