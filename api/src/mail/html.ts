/** Customers' names go into the HTML part of mails: they must be read as text, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A plain mail page: paragraphs already escaped (or built from escaped parts). */
export function paragraphsHtml(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 1em">${p}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#3b2a1a;max-width:560px">\n${body}\n</body></html>`;
}

/** Markup written by the api, or values already escaped: what html`` inserts as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function htmlOf(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(htmlOf).join('');
  return escapeHtml(String(value));
}

/**
 * A piece of a mail's HTML: every value put in is escaped unless it is itself html`` (or a list
 * of them), so a customer's name or a product's can never become markup. null, undefined and
 * false insert nothing, for optional parts.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < values.length ? htmlOf(values[index]) : ''), ''));
}
