import { saveFile } from '@nougaterie/ui';

/** UTF-8's byte order mark: French Excel reads a CSV as UTF-8 only when it starts with it. */
const BOM = '\uFEFF';

/**
 * Hands a text to the browser as a file to save. The api writes the mark, but a decoder may drop
 * it on the way into a string, so it is put back when missing.
 */
export function downloadCsv(text: string, filename: string): void {
  saveFile(new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' }), filename);
}
