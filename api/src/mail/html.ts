/** Customers' names go into the HTML part of mails: they must be read as text, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A plain mail page: paragraphs already escaped (or built from escaped parts). */
export function paragraphsHtml(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 1em">${p}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#3b2a1a;max-width:560px">\n${body}\n</body></html>`;
}
