-- Issue #23, fix of 0014's back-fill: PostgreSQL's sum() of bigints is numeric, so 0014 divided in
-- numeric and each older line got its own rounded VAT (1.32 + 1.32 for two 7.90 € lines at 20 %)
-- instead of its share of its rate's VAT (1.32 + 1.31, contracts' rules/vat.ts). This recomputes
-- every line from the rate it kept, in integers: lines written by valid already hold these values
-- and are left alone.
WITH lines AS (
  SELECT "id", "order_id", "total_cents"::bigint AS total, "vat_rate"::bigint AS rate FROM "order_lines"
), goods AS (
  SELECT lines.*, (sum(total) OVER (PARTITION BY "order_id", rate))::bigint AS goods FROM lines
), rate_vat AS (
  SELECT goods.*, (2 * goods * rate + 10000 + rate) / (2 * (10000 + rate)) AS vat FROM goods
), shares AS (
  SELECT rate_vat.*,
    CASE WHEN goods > 0 THEN vat * total / goods ELSE 0 END AS share,
    CASE WHEN goods > 0 THEN vat * total % goods ELSE 0 END AS remainder
  FROM rate_vat
), ranked AS (
  SELECT shares.*,
    vat - (sum(share) OVER (PARTITION BY "order_id", rate))::bigint AS left_over,
    row_number() OVER (PARTITION BY "order_id", rate ORDER BY remainder DESC, "id") AS place
  FROM shares
), fixed AS (
  SELECT "id", share + CASE WHEN place <= left_over THEN 1 ELSE 0 END AS vat_cents FROM ranked
)
UPDATE "order_lines" ol
SET "vat_cents" = fixed.vat_cents, "total_net_cents" = ol."total_cents" - fixed.vat_cents
FROM fixed WHERE fixed."id" = ol."id" AND ol."vat_cents" <> fixed.vat_cents;
