import { theme } from '@nougaterie/ui';

const FLOWERS = [0, 1, 2, 3, 4, 5, 6];

/** Decorative drawing for the hero: two lavender stems and an almond, drawn here, no photo. */
export function LavenderSprig() {
  return (
    <svg viewBox="0 0 200 220" width="100%" focusable="false">
      {[
        { x: 70, lean: -18 },
        { x: 120, lean: 14 },
      ].map(({ x, lean }) => (
        <g key={x} transform={`rotate(${lean} ${x} 220)`}>
          <path d={`M${x} 220 L${x} 70`} stroke="#6f8f4e" strokeWidth="3" />
          {FLOWERS.map((i) => (
            <g key={i}>
              <ellipse cx={x - 7} cy={80 + i * 14} rx="7" ry="9" fill={theme.colors.lavender} opacity={0.75 + (i % 2) * 0.2} />
              <ellipse cx={x + 7} cy={86 + i * 14} rx="7" ry="9" fill={theme.colors.lavender} opacity={0.85 - (i % 2) * 0.2} />
            </g>
          ))}
          <ellipse cx={x} cy={66} rx="6" ry="9" fill={theme.colors.lavender} />
        </g>
      ))}
      <ellipse cx="160" cy="196" rx="26" ry="15" fill="#c89b63" transform="rotate(-24 160 196)" />
      <path d="M142 204 Q160 190 178 186" stroke="#a87a45" strokeWidth="2" fill="none" />
    </svg>
  );
}
