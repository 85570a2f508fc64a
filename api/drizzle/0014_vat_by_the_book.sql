-- Issue #23: VAT by the book. Order lines keep the rate and the amounts with and without VAT of
-- the time of the order; the seeded products get the rates of CGI art. 278-0 bis A 1° (sources per
-- family in api/src/seed/products.ts), then older lines are back-filled from the corrected rates.
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "total_net_cents" integer;--> statement-breakpoint
-- Confectionery, chocolate products outside the reduced rate, non-food and mixed boxes: 20 %.
UPDATE "products" SET "vat_rate" = 2000 WHERE "slug" IN (
  'nougat-blanc-tendre-miel-de-lavande', 'nougat-blanc-tendre-miel-de-lavande-250g',
  'nougat-noir-croquant', 'nougat-noir-tendre', 'nougat-noir-croquant-plaque-250g',
  'nougat-blanc-aux-pistaches', 'nougat-blanc-miel-de-romarin', 'bouchees-de-nougat-blanc',
  'nougat-blanc-a-la-coupe-500g', 'nougat-tendre-framboise', 'nougat-tendre-figue',
  'nougat-citron-de-menton', 'nougat-enrobe-chocolat-noir', 'nougat-caramel-beurre-sale',
  'nougat-abricot-lavande', 'nougat-au-cafe', 'nougat-orange-confite',
  'nougat-aperitif-olives-noires', 'nougat-aperitif-tomate-basilic',
  'nougat-aperitif-herbes-de-provence', 'nougat-aperitif-piment-d-espelette',
  'nougat-aperitif-chevre-thym', 'calissons-de-provence', 'amandes-caramelisees', 'pralines-roses',
  'pate-d-amande-nature', 'dragees-amandes-avola', 'bonbons-au-miel-de-provence',
  'sucettes-de-nougat', 'guimauves-au-miel', 'pates-de-fruits-assorties',
  'pates-de-fruits-abricot', 'pates-de-fruits-coing', 'pates-de-fruits-melon-de-cavaillon',
  'pates-de-fruits-fraise-de-carpentras', 'tablette-chocolat-lait-amandes',
  'coffret-decouverte-six-nougats', 'coffret-provence-et-torchon-brode',
  'boite-metal-saint-didier-vide', 'coffret-gourmand-prestige', 'coffret-apero-provencal',
  'barre-energetique-chocolat-noisette', 'barres-energetiques-lot-de-10'
);--> statement-breakpoint
-- Food, plain chocolate and "bonbons de chocolat": 5.5 %.
UPDATE "products" SET "vat_rate" = 550 WHERE "slug" IN (
  'amandes-enrobees-chocolat-noir', 'mendiants-fruits-secs', 'gateau-au-miel-et-aux-amandes',
  'croquants-aux-amandes', 'cake-au-nougat', 'navettes-a-la-fleur-d-oranger',
  'sables-a-la-lavande', 'pain-d-epices-au-miel', 'tablette-chocolat-noir-eclats-de-nougat',
  'rochers-praline-amande', 'orangettes', 'confiture-abricot-lavande', 'confiture-de-figues',
  'confiture-fraise-de-carpentras', 'pate-a-tartiner-amande-miel', 'amandes-grillees-salees',
  'amandes-grillees-au-romarin', 'croquants-sales-olive-romarin', 'miel-de-lavande-de-provence',
  'miel-de-lavande-de-provence-500g', 'miel-toutes-fleurs-de-provence', 'miel-de-romarin',
  'miel-de-chataignier', 'miel-d-acacia', 'coffret-trio-de-miels', 'tisane-verveine-bio',
  'tisane-tilleul-bio', 'the-vert-a-l-amande-bio', 'infusion-lavande-et-camomille-bio',
  'the-noir-parfum-nougat-bio', 'barre-energetique-amande-miel',
  'barre-energetique-pistache-abricot'
);--> statement-breakpoint
-- Older lines: the product's current rate; each line gets its share of its order's rate VAT
-- (contracts' rules/vat.ts: VAT of the rate's goods, half a cent up, shared pro rata of the lines
-- with the cents left going to the largest remainders, the first line on a tie).
WITH lines AS (
  SELECT ol."id", ol."order_id", ol."total_cents"::bigint AS total, p."vat_rate"::bigint AS rate
  FROM "order_lines" ol JOIN "products" p ON p."id" = ol."product_id"
), goods AS (
  SELECT lines.*, sum(total) OVER (PARTITION BY "order_id", rate) AS goods FROM lines
), rate_vat AS (
  SELECT goods.*, (2 * goods * rate + 10000 + rate) / (2 * (10000 + rate)) AS vat FROM goods
), shares AS (
  SELECT rate_vat.*,
    CASE WHEN goods > 0 THEN vat * total / goods ELSE 0 END AS share,
    CASE WHEN goods > 0 THEN vat * total % goods ELSE 0 END AS remainder
  FROM rate_vat
), ranked AS (
  SELECT shares.*,
    vat - sum(share) OVER (PARTITION BY "order_id", rate) AS left_over,
    row_number() OVER (PARTITION BY "order_id", rate ORDER BY remainder DESC, "id") AS place
  FROM shares
)
UPDATE "order_lines" ol
SET "vat_rate" = ranked.rate,
  "vat_cents" = ranked.share + CASE WHEN ranked.place <= ranked.left_over THEN 1 ELSE 0 END,
  "total_net_cents" = ol."total_cents" - (ranked.share + CASE WHEN ranked.place <= ranked.left_over THEN 1 ELSE 0 END)
FROM ranked WHERE ranked."id" = ol."id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "vat_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "total_net_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_adds_up" CHECK ("order_lines"."total_net_cents" + "order_lines"."vat_cents" = "order_lines"."total_cents");
