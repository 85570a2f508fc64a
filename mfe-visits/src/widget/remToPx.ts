import type { IStyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<IStyleSheetManager['stylisPlugins']>[number];

const REM = /(\d*\.?\d+)rem\b/g;

/**
 * Stylis plugin for the widget's style sheet: rem lengths follow the root font size of the page,
 * which a partner site may have set to anything (62.5 % is common). Resolving them against the
 * browser default of 16 px keeps the widget the size it was drawn at, wherever it is embedded.
 */
export const remToPx: StylisPlugin = function remToPx(element) {
  if (element.type !== 'decl' || !element.value.includes('rem')) return;
  element.value = element.value.replace(REM, (_, n: string) => `${Number(n) * 16}px`);
};
