// Simplified national flags drawn as SVG in this repository (no outside image service), on a
// 30 × 20 canvas. Details (emblems, seals) are reduced to simple shapes; they identify the
// country at the 36 × 24 px size of the /languages grid.

const W = 30;
const H = 20;
const rect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const hStripes = (...colors: string[]) => colors.map((c, i) => rect(0, (H / colors.length) * i, W, H / colors.length + 0.05, c)).join('');
const vStripes = (...colors: string[]) => colors.map((c, i) => rect((W / colors.length) * i, 0, W / colors.length + 0.05, H, c)).join('');
const nordic = (bg: string, cross: string, inner?: string) =>
  rect(0, 0, W, H, bg) + rect(8, 0, 5, H, cross) + rect(0, 7.5, W, 5, cross) + (inner ? rect(9.25, 0, 2.5, H, inner) + rect(0, 8.75, W, 2.5, inner) : '');
const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const india = hStripes('#ff9933', '#ffffff', '#138808') + circle(15, 10, 2.6, 'none', ' stroke="#000080" stroke-width="0.7"') + circle(15, 10, 0.6, '#000080');

export const FLAGS: Record<string, string> = {
  KR:
    rect(0, 0, W, H, '#fff') +
    '<path d="M11.5 10a3.5 3.5 0 0 1 7 0z" fill="#cd2e3a"/><path d="M11.5 10a3.5 3.5 0 0 0 7 0z" fill="#0047a0"/>' +
    '<g fill="#000"><rect x="4" y="3" width="4" height="0.8" transform="rotate(-33 6 3.4)"/><rect x="4.4" y="4.4" width="4" height="0.8" transform="rotate(-33 6.4 4.8)"/><rect x="22" y="3" width="4" height="0.8" transform="rotate(33 24 3.4)"/><rect x="21.6" y="4.4" width="4" height="0.8" transform="rotate(33 23.6 4.8)"/><rect x="4" y="15.2" width="4" height="0.8" transform="rotate(33 6 15.6)"/><rect x="4.4" y="16.6" width="4" height="0.8" transform="rotate(33 6.4 17)"/><rect x="22" y="15.2" width="4" height="0.8" transform="rotate(-33 24 15.6)"/><rect x="21.6" y="16.6" width="4" height="0.8" transform="rotate(-33 23.6 17)"/></g>',
  GB:
    rect(0, 0, W, H, '#012169') +
    '<path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.4"/>' +
    rect(12, 0, 6, H, '#fff') + rect(0, 7, W, 6, '#fff') + rect(13, 0, 4, H, '#c8102e') + rect(0, 8, W, 4, '#c8102e'),
  TW: rect(0, 0, W, H, '#fe0000') + rect(0, 0, 15, 10, '#000095') + circle(7.5, 5, 2.6, '#fff') + circle(7.5, 5, 1.7, '#000095') + circle(7.5, 5, 1.4, '#fff'),
  CN: rect(0, 0, W, H, '#de2910') + star(5, 5, 3, '#ffde00') + star(10, 2, 1, '#ffde00') + star(12, 4, 1, '#ffde00') + star(12, 7, 1, '#ffde00') + star(10, 9, 1, '#ffde00'),
  JP: rect(0, 0, W, H, '#fff') + circle(15, 10, 6, '#bc002d'),
  VN: rect(0, 0, W, H, '#da251d') + star(15, 10.5, 6, '#ffff00'),
  TH: hStripes('#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'),
  RU: hStripes('#ffffff', '#0039a6', '#d52b1e'),
  MN: vStripes('#c4272f', '#015197', '#c4272f') + circle(5, 7, 1.2, '#f9cf02') + rect(4, 9, 2, 6, '#f9cf02'),
  ES: rect(0, 0, W, H, '#aa151b') + rect(0, 5, W, 10, '#f1bf00') + rect(7, 7.5, 3, 5, '#aa151b'),
  FR: vStripes('#002395', '#ffffff', '#ed2939'),
  DE: hStripes('#000000', '#dd0000', '#ffce00'),
  IT: vStripes('#009246', '#ffffff', '#ce2b37'),
  PT: rect(0, 0, W, H, '#ff0000') + rect(0, 0, 12, H, '#006600') + circle(12, 10, 3.5, '#ffff00') + circle(12, 10, 2.2, '#ff0000') + circle(12, 10, 1.3, '#fff'),
  SA: rect(0, 0, W, H, '#006c35') + '<path d="M8 8h14M9 10h12" stroke="#fff" stroke-width="1"/>' + rect(8, 13, 14, 0.9, '#fff'),
  IN: india,
  BD: rect(0, 0, W, H, '#006a4e') + circle(13.5, 10, 6, '#f42a41'),
  TR: rect(0, 0, W, H, '#e30a17') + circle(11, 10, 5, '#fff') + circle(12.3, 10, 4, '#e30a17') + star(17.5, 10, 2.4, '#fff'),
  PL: hStripes('#ffffff', '#dc143c'),
  UA: hStripes('#0057b7', '#ffd700'),
  NL: hStripes('#ae1c28', '#ffffff', '#21468b'),
  SE: nordic('#006aa7', '#fecc00'),
  NO: nordic('#ba0c2f', '#ffffff', '#00205b'),
  DK: nordic('#c8102e', '#ffffff'),
  FI: nordic('#ffffff', '#002f6c'),
  GR:
    Array.from({ length: 9 }, (_, i) => rect(0, (H / 9) * i, W, H / 9 + 0.05, i % 2 ? '#fff' : '#0d5eaf')).join('') +
    rect(0, 0, 11.1, 11.1, '#0d5eaf') + rect(4.44, 0, 2.22, 11.1, '#fff') + rect(0, 4.44, 11.1, 2.22, '#fff'),
  CZ: hStripes('#ffffff', '#d7141a') + '<path d="M0 0l15 10L0 20z" fill="#11457e"/>',
  HU: hStripes('#ce2939', '#ffffff', '#477050'),
  RO: vStripes('#002b7f', '#fcd116', '#ce1126'),
  ID: hStripes('#ce1126', '#ffffff'),
  MY:
    Array.from({ length: 14 }, (_, i) => rect(0, (H / 14) * i, W, H / 14 + 0.05, i % 2 ? '#fff' : '#cc0001')).join('') +
    rect(0, 0, 15, 11.4, '#010066') + circle(6, 5.7, 3.4, '#fc0') + circle(7, 5.7, 2.8, '#010066') + star(11, 5.7, 2.2, '#fc0'),
  PH: hStripes('#0038a8', '#ce1126') + '<path d="M0 0l17.3 10L0 20z" fill="#fff"/>' + circle(5.8, 10, 2, '#fcd116'),
  IL: rect(0, 0, W, H, '#fff') + rect(0, 2, W, 2.5, '#0038b8') + rect(0, 15.5, W, 2.5, '#0038b8') + '<path d="M15 6.2l3.3 5.7h-6.6zM15 13.8l-3.3-5.7h6.6z" fill="none" stroke="#0038b8" stroke-width="0.8"/>',
  IR: hStripes('#239f40', '#ffffff', '#da0000') + circle(15, 10, 1.8, 'none', ' stroke="#da0000" stroke-width="0.8"'),
  PK: rect(0, 0, W, H, '#01411c') + rect(0, 0, 7.5, H, '#fff') + circle(18.5, 10, 5.2, '#fff') + circle(20, 8.8, 4.5, '#01411c') + star(21.3, 7.6, 1.8, '#fff'),
  KE:
    hStripes('#000000', '#bb0000', '#006600') + rect(0, 6.2, W, 0.9, '#fff') + rect(0, 12.9, W, 0.9, '#fff') +
    '<ellipse cx="15" cy="10" rx="3" ry="6" fill="#bb0000" stroke="#000" stroke-width="0.6"/><path d="M15 4.5v11" stroke="#fff" stroke-width="0.6"/>',
  MM: hStripes('#fecb00', '#34b233', '#ea2839') + star(15, 10.8, 7, '#fff'),
  KH: hStripes('#032ea1', '#e00025', '#e00025', '#032ea1') + '<path d="M10 13h10l-1-1.5h-1l-.5-2h-1.5l-1-2.5-1 2.5h-1.5l-.5 2h-1z" fill="#fff"/>',
  LA: hStripes('#ce1126', '#002868', '#002868', '#ce1126') + circle(15, 10, 4, '#fff'),
  NP: rect(0, 0, W, H, '#fff') + '<path d="M8 1l13 8.5H12l9 9.5H8z" fill="#dc143c" stroke="#003893" stroke-width="1.2" stroke-linejoin="round"/>' + circle(12, 7.5, 1.4, '#fff') + circle(12, 14.5, 1.6, '#fff'),
};

export const GLOBE =
  rect(0, 0, W, H, '#e8efff') +
  '<g fill="none" stroke="#1d4ed8" stroke-width="1"><circle cx="15" cy="10" r="7"/><path d="M8 10h14M15 3c-3.5 4-3.5 10 0 14M15 3c3.5 4 3.5 10 0 14"/></g>';

/** The flag of a country code as inline SVG (decorative), or a globe when there is none. */
export function flagSvg(country: string | null): string {
  const body = (country && FLAGS[country]) || GLOBE;
  return `<svg class="flag" viewBox="0 0 30 20" width="36" height="24" aria-hidden="true" focusable="false" preserveAspectRatio="none">${body}</svg>`;
}
