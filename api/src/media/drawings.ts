import type { Palette } from './palette.js';
import { tintFor } from './palette.js';

/** What a drawing may use: the product slug (flavour words), its range colours, a seeded dice. */
export interface DrawingInput {
  slug: string;
  palette: Palette;
  random: () => number;
}
export type Drawing = (input: DrawingInput) => string;

const f = (n: number) => Number(n.toFixed(1));
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** A pointed oval: the outline of an almond or a calisson. */
function almondPath(cx: number, cy: number, length: number, width: number, angle: number): string {
  const h = length / 2;
  return `<path d="M ${-h} 0 Q 0 ${-width} ${h} 0 Q 0 ${width} ${-h} 0 Z" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})"`;
}

const nougat: Drawing = ({ slug, random }) => {
  const dark = /noir/.test(slug);
  const body = dark ? '#6b3f1d' : '#f7efd8';
  const side = dark ? '#52301a' : '#e9dcb8';
  const top = dark ? '#7d4b25' : '#fbf6e6';
  const speck = tintFor(slug, '#8dbb4c');
  const frontTop = (x: number) => 290 - ((x - 210) * 50) / 280;
  const pieces = Array.from({ length: 8 }, (_, i) => {
    const x = 235 + i * 31 + between(random, -6, 6);
    const y = frontTop(x) + between(random, 16, 44);
    return i % 3 === 2
      ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="6" fill="${speck}" stroke="#5f7f2c" stroke-width="1.5"/>`
      : `${almondPath(x, y, 30, 11, between(random, -25, 25))} fill="#f4e3c1" stroke="#a9743f" stroke-width="3"/>`;
  }).join('');
  return `
    <polygon points="120,220 400,170 490,240 210,290" fill="${top}" stroke="#fff" stroke-width="4"/>
    <polygon points="210,290 490,240 490,300 210,350" fill="${body}"/>
    <polygon points="120,220 210,290 210,350 120,280" fill="${side}"/>
    ${pieces}
    <path d="M120 220 L210 290 L490 240" fill="none" stroke="#fffdf5" stroke-width="5" stroke-linejoin="round"/>`;
};

const calissons: Drawing = () =>
  [
    [225, 235, -18],
    [375, 235, 18],
    [300, 320, 0],
  ]
    .map(
      ([x, y, a]) => `
    ${almondPath(x, y + 10, 190, 62, a)} fill="#f2c46b"/>
    ${almondPath(x, y, 190, 62, a)} fill="#fbf6ea" stroke="#e3cf9a" stroke-width="3"/>`,
    )
    .join('');

/** Honey keeps honey colours whatever flower it comes from; jams take their fruit's. */
function jarContent(slug: string): string {
  if (!/miel/.test(slug)) return tintFor(slug, '#e9a90f');
  if (/chataignier/.test(slug)) return '#9a5b1e';
  if (/acacia|romarin/.test(slug)) return '#f3cf55';
  return '#e9a90f';
}

const jar: Drawing = ({ slug, palette }) => {
  const content = jarContent(slug);
  return `
    <rect x="200" y="190" width="200" height="210" rx="34" fill="${content}" stroke="#fff" stroke-width="5"/>
    <rect x="220" y="210" width="26" height="160" rx="13" fill="#fff" opacity="0.3"/>
    <rect x="190" y="148" width="220" height="52" rx="12" fill="url(#gingham)" stroke="#b3261e" stroke-width="3"/>
    <ellipse cx="300" cy="305" rx="72" ry="46" fill="#fffaf0" stroke="${palette.accent}" stroke-width="4"/>
    <path d="M265 300 h70 M275 318 h50" stroke="${palette.accent}" stroke-width="6" stroke-linecap="round"/>`;
};

const giftBox: Drawing = ({ palette }) => `
    <rect x="170" y="232" width="260" height="170" rx="8" fill="${palette.accent}"/>
    <rect x="155" y="196" width="290" height="52" rx="8" fill="${palette.ink}" opacity="0.85"/>
    <rect x="285" y="196" width="30" height="206" fill="#f5e6b8"/>
    <rect x="155" y="212" width="290" height="20" fill="#f5e6b8" opacity="0.9"/>
    <ellipse cx="262" cy="180" rx="44" ry="22" transform="rotate(-20 262 180)" fill="none" stroke="#f5e6b8" stroke-width="14"/>
    <ellipse cx="338" cy="180" rx="44" ry="22" transform="rotate(20 338 180)" fill="none" stroke="#f5e6b8" stroke-width="14"/>
    <circle cx="300" cy="192" r="14" fill="#e8cf86"/>`;

const tin: Drawing = ({ random }) => {
  const sprigs = Array.from({ length: 5 }, (_, i) => {
    const x = 222 + i * 39;
    const h = between(random, 60, 95);
    const buds = Array.from({ length: 5 }, (_, j) => `<ellipse cx="${x}" cy="${f(360 - h + j * 9)}" rx="5" ry="7" fill="#7a5ea8"/>`).join('');
    return `<path d="M${x} 372 V${f(360 - h)}" stroke="#5f7f2c" stroke-width="3"/>${buds}`;
  }).join('');
  return `
    <rect x="190" y="192" width="220" height="200" fill="#d9cdee"/>
    <ellipse cx="300" cy="392" rx="110" ry="28" fill="#c3b3e3"/>
    ${sprigs}
    <ellipse cx="300" cy="192" rx="112" ry="30" fill="#b3a0d9" stroke="#fff" stroke-width="4"/>`;
};

const tea: Drawing = ({ slug, palette }) => {
  const brew = /noir/.test(slug) ? '#8a4b1f' : tintFor(slug, '#c9a227');
  return `
    <ellipse cx="300" cy="398" rx="160" ry="22" fill="#fff" stroke="${palette.accent}" stroke-width="4"/>
    <path d="M190 250 L410 250 Q402 380 300 390 Q198 380 190 250 Z" fill="#fff" stroke="${palette.accent}" stroke-width="5"/>
    <circle cx="425" cy="292" r="30" fill="none" stroke="${palette.accent}" stroke-width="10"/>
    <ellipse cx="300" cy="252" rx="108" ry="16" fill="${brew}"/>
    <path d="M250 225 q-15 -25 0 -50 t0 -50 M300 225 q-15 -25 0 -50 t0 -50 M350 225 q-15 -25 0 -50 t0 -50" fill="none" stroke="${palette.accent}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>
    <path d="M150 350 Q160 290 225 300 Q205 355 150 350 Z" fill="${palette.accent}"/>
    <path d="M152 348 L222 302" stroke="#fff" stroke-width="3"/>`;
};

const fruitJellies: Drawing = ({ slug, random }) => {
  const colours = ['#f0a040', '#e0607e', '#a7c957', '#e8c15a', '#6b3a6e', '#f4a460'];
  const own = tintFor(slug, '');
  return Array.from({ length: 6 }, (_, i) => {
    const x = 170 + (i % 3) * 95 + (i >= 3 ? 45 : 0);
    const y = i >= 3 ? 300 : 215;
    const colour = own && i % 2 === 0 ? own : colours[i];
    const sugar = Array.from(
      { length: 9 },
      () => `<circle cx="${f(x + between(random, 6, 74))}" cy="${f(y + between(random, 6, 74))}" r="2.5" fill="#fff" opacity="0.85"/>`,
    ).join('');
    return `<polygon points="${x},${y} ${x + 16},${y - 14} ${x + 96},${y - 14} ${x + 80},${y}" fill="${colour}" opacity="0.7"/>
      <rect x="${x}" y="${y}" width="80" height="80" rx="8" fill="${colour}"/>${sugar}`;
  }).join('');
};

const chocolate: Drawing = ({ slug, random }) => {
  const milk = /lait/.test(slug);
  const bar = milk ? '#8a5a3c' : '#4a2a18';
  const squares = Array.from({ length: 12 }, (_, i) => {
    const x = 172 + (i % 4) * 66;
    const y = 182 + Math.floor(i / 4) * 68;
    return `<rect x="${x}" y="${y}" width="56" height="58" rx="6" fill="${bar}" stroke="#fff" stroke-opacity="0.18" stroke-width="4"/>`;
  }).join('');
  const almonds = Array.from(
    { length: 3 },
    () =>
      `${almondPath(between(random, 200, 400), between(random, 200, 370), 34, 12, between(random, 0, 180))} fill="#c98f53" stroke="#8b5a2b" stroke-width="2"/>`,
  ).join('');
  return `<rect x="160" y="170" width="280" height="220" rx="10" fill="${bar}"/>${squares}${almonds}`;
};

const cake: Drawing = ({ random }) => {
  const flakes = Array.from(
    { length: 7 },
    (_, i) => `${almondPath(190 + i * 36, 228 + between(random, -8, 4), 26, 8, between(random, -30, 30))} fill="#f1dcb2" stroke="#b5813f" stroke-width="1.5"/>`,
  ).join('');
  return `
    <path d="M150 260 Q300 180 450 260 L450 370 Q450 385 435 385 L165 385 Q150 385 150 370 Z" fill="#d9a35b"/>
    <path d="M150 260 Q300 180 450 260 Q300 230 150 260 Z" fill="#a8642a"/>
    <rect x="380" y="262" width="70" height="123" fill="#f1d49a"/>
    <circle cx="400" cy="300" r="7" fill="#fbf6e6"/><circle cx="425" cy="335" r="6" fill="#fbf6e6"/><circle cx="405" cy="360" r="5" fill="#fbf6e6"/>
    ${flakes}`;
};

const biscuits: Drawing = ({ random }) => {
  const items = [
    [215, 270],
    [300, 245],
    [385, 270],
    [255, 335],
    [345, 335],
  ]
    .map(([x, y]) => {
      const angle = between(random, -20, 20);
      return `<ellipse cx="${x}" cy="${y}" rx="62" ry="36" transform="rotate(${f(angle)} ${x} ${y})" fill="#e8b96a" stroke="#b07b34" stroke-width="4"/>
        ${almondPath(x, y, 26, 8, angle)} fill="#f6e7c6" stroke="#b07b34" stroke-width="1.5"/>`;
    })
    .join('');
  return `<ellipse cx="300" cy="305" rx="190" ry="110" fill="#fff" stroke="#e5d9c3" stroke-width="4"/>${items}`;
};

const almonds: Drawing = ({ slug, palette, random }) => {
  const colour = /rose/.test(slug)
    ? '#f09cb5'
    : /dragees/.test(slug)
      ? '#fbf7f0'
      : /chocolat/.test(slug)
        ? '#4a2a18'
        : /caramel/.test(slug)
          ? '#b5702d'
          : '#c8894d';
  const pile = Array.from({ length: 16 }, (_, i) => {
    const row = Math.floor(i / 6);
    const x = 200 + (i % 6) * 40 + row * 18 + between(random, -6, 6);
    const y = 285 - row * 28 + between(random, -6, 6);
    return `${almondPath(x, y, 46, 16, between(random, -40, 40))} fill="${colour}" stroke="#7a4a22" stroke-width="2"/>`;
  }).join('');
  return `${pile}
    <path d="M160 290 L440 290 Q430 400 300 405 Q170 400 160 290 Z" fill="${palette.accent}"/>
    <ellipse cx="300" cy="290" rx="140" ry="14" fill="${palette.ink}" opacity="0.25"/>`;
};

const sweets: Drawing = ({ random }) => {
  const colours = ['#f2c14e', '#e76f51', '#9b7fc7', '#7fb069', '#ef8fa7'];
  const candies = Array.from({ length: 5 }, (_, i) => {
    const x = 180 + i * 60 + between(random, -8, 8);
    const y = 340 + between(random, -25, 25);
    const c = colours[i];
    return `<g transform="rotate(${f(between(random, -25, 25))} ${f(x)} ${f(y)})">
      <polygon points="${f(x - 26)},${f(y)} ${f(x - 46)},${f(y - 16)} ${f(x - 46)},${f(y + 16)}" fill="${c}"/>
      <polygon points="${f(x + 26)},${f(y)} ${f(x + 46)},${f(y - 16)} ${f(x + 46)},${f(y + 16)}" fill="${c}"/>
      <ellipse cx="${f(x)}" cy="${f(y)}" rx="30" ry="20" fill="${c}" stroke="#fff" stroke-width="3"/></g>`;
  }).join('');
  return `
    <rect x="292" y="200" width="14" height="120" rx="6" fill="#fffaf0" stroke="#d9c8a6" stroke-width="2"/>
    <circle cx="299" cy="170" r="62" fill="#f7efd8" stroke="#e0607e" stroke-width="8"/>
    <path d="M299 170 m-40 0 a40 40 0 1 1 80 0 a30 30 0 1 1 -60 0 a20 20 0 1 1 40 0" fill="none" stroke="#e0607e" stroke-width="6"/>
    ${candies}`;
};

const energyBar: Drawing = ({ slug, palette, random }) => {
  const nuts = Array.from(
    { length: 7 },
    (_, i) =>
      `${almondPath(245 + i * 18, 285 + between(random, -10, 10), 22, 8, between(random, -60, 60))} fill="${i % 3 ? '#c98f53' : tintFor(slug, '#8dbb4c')}"/>`,
  ).join('');
  const crimp = (x: number, dir: number) => Array.from({ length: 6 }, (_, i) => `${x + dir * (i % 2 ? 16 : 0)},${232 + i * 21}`).join(' ');
  return `<g transform="rotate(-10 300 285)">
    <polygon points="${crimp(130, -1)} 130,337 150,337 150,232" fill="${palette.ink}"/>
    <polygon points="${crimp(470, 1)} 470,337 450,337 450,232" fill="${palette.ink}"/>
    <rect x="145" y="230" width="310" height="110" rx="10" fill="${palette.accent}"/>
    <polygon points="160,335 215,262 250,300 285,250 340,335" fill="#fff" opacity="0.35"/>
    <rect x="230" y="258" width="145" height="58" rx="10" fill="#d9a35b" stroke="#fff" stroke-width="4"/>
    ${nuts}</g>`;
};

export const drawings = {
  nougat,
  calissons,
  jar,
  giftBox,
  tin,
  tea,
  fruitJellies,
  chocolate,
  cake,
  biscuits,
  almonds,
  sweets,
  energyBar,
} satisfies Record<string, Drawing>;
export type DrawingName = keyof typeof drawings;
