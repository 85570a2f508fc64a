/** The gallery's large photo: half the page column on a wide screen (1200 px at most), a phone's width. */
export const MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 47vw, 100vw';
