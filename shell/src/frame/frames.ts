import { LANGS, type Lang, type LayoutName } from '@nougaterie/contracts';

/**
 * The layouts index.html holds a prerendered frame of (frame/server.tsx), once per language: the
 * shop's header and footer (`default`) and the checkout's narrow frame (`order`). A page of another
 * layout shows nothing until the app renders: `empty` (maintenance) has nothing to draw, `staff`
 * (the back office) brings its own frame.
 */
export const FRAMED_LAYOUTS = ['default', 'order'] as const satisfies readonly LayoutName[];
export type FramedLayout = (typeof FRAMED_LAYOUTS)[number];

/**
 * A frame's name: its `<div data-frame>` in #root, and <html data-frame> while it shows. The
 * default layout's is the language alone ("fr", "en"), another's the layout and the language
 * ("order-fr").
 */
export type FrameName = Lang | `${Exclude<FramedLayout, 'default'>}-${Lang}`;

/** The frame shown without any script: the default layout's, in French. */
export const NO_SCRIPT_FRAME: FrameName = 'fr';

export function frameName(layout: FramedLayout, lang: Lang): FrameName {
  return layout === 'default' ? lang : `${layout}-${lang}`;
}

export function isFramed(layout: LayoutName): layout is FramedLayout {
  return (FRAMED_LAYOUTS as readonly LayoutName[]).includes(layout);
}

/** Every frame of index.html, in its order (a function: the start-up script, which imports this module, keeps none of it). */
export function everyFrame(): { layout: FramedLayout; lang: Lang; name: FrameName }[] {
  return FRAMED_LAYOUTS.flatMap((layout) => LANGS.map((lang) => ({ layout, lang, name: frameName(layout, lang) })));
}
