/** An amount for a form's field, as written in France: 90, 4,95, 6,90 (never 6,9). */
export function moneyText(euros: number): string {
  return (Number.isInteger(euros) ? String(euros) : euros.toFixed(2)).replace('.', ',');
}
