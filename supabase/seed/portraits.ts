// Illustrated lawyer portraits for the local demo, drawn as SVG from a seeded random choice of
// face shape, skin tone, hair, clothing and accessories. Deterministic: the same seed always gives
// the same picture, so re-running the generator leaves the committed files unchanged.
// No photographs of real people are used or downloaded.

export interface PortraitOptions {
  /** Any string; the lawyer's uuid in practice. */
  seed: string;
  gender: 'male' | 'female';
  /** 'senior' gets grey hair and a more formal look more often. */
  age: 'young' | 'mid' | 'senior';
  size?: number;
}

/** Small deterministic PRNG (mulberry32) seeded from a string hash. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Darken (f < 1) or lighten (f > 1) a #rrggbb colour. */
function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = f < 1 ? c * f : c + (255 - c) * (f - 1);
    return Math.max(0, Math.min(255, Math.round(v)));
  });
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('');
}

const BACKGROUNDS = ['#dbe7f3', '#e6e0f2', '#f3e6d8', '#dcefe6', '#f1dfe3', '#e4ecef', '#efe9d6', '#d9e4ea', '#ece3ee', '#e1ead9'];
const SKIN = ['#f6d7bf', '#f1caa8', '#e8b896', '#ddb08a', '#d2a07a', '#c68e68', '#b07a56', '#f3cfb3'];
const HAIR_DARK = ['#1f1a17', '#2a211c', '#35261d', '#191919', '#3b2b22', '#4a3426'];
const HAIR_GREY = ['#8a8a8f', '#a3a1a0', '#6f6d6c', '#b8b5b1'];
const JACKETS = ['#1f2a44', '#2c3340', '#3a3f4b', '#23395b', '#4a4e57', '#5b3a3a', '#2f4a3f', '#54606e', '#6b5a48', '#1c1c22'];
const SHIRTS = ['#ffffff', '#eef3fb', '#f7f2ea', '#e8eef5'];
const TIES = ['#7a2630', '#23407a', '#2f5d50', '#6b4e8a', '#8a6d2f', '#44505f', '#a0443c'];
const BLOUSES = ['#ffffff', '#f5e9e2', '#e9eef7', '#f3efe6', '#e6d7e9', '#dcebe6'];
const LIPS = ['#c9656b', '#b8575f', '#d07a7a', '#b5636a'];

export function portraitSvg(o: PortraitOptions): string {
  const r = rng(o.seed);
  const S = o.size ?? 320;
  const female = o.gender === 'female';
  const bg = pick(r, BACKGROUNDS);
  const skin = pick(r, SKIN);
  const skinShadow = shade(skin, 0.86);
  const grey = o.age === 'senior' ? r() < 0.75 : o.age === 'mid' ? r() < 0.12 : false;
  const hair = grey ? pick(r, HAIR_GREY) : pick(r, HAIR_DARK);
  const hairHi = shade(hair, 1.25);
  const jacket = pick(r, JACKETS);
  const lapel = shade(jacket, 0.78);
  const shirt = pick(r, SHIRTS);
  const glasses = r() < (o.age === 'senior' ? 0.55 : 0.28);
  const glassesColour = pick(r, ['#222222', '#5a3b2a', '#6d6d6d', '#2b3a55']);
  const smile = pick(r, ['smile', 'soft', 'grin'] as const);

  // Head geometry
  const cx = 160;
  const cy = 140 + Math.round(r() * 6);
  const rx = female ? 50 + Math.round(r() * 5) : 53 + Math.round(r() * 6);
  const ry = female ? 62 + Math.round(r() * 5) : 64 + Math.round(r() * 6);
  const jaw = pick(r, ['oval', 'round', 'square'] as const);

  const parts: string[] = [];
  parts.push(`<rect width="320" height="320" fill="${bg}"/>`);
  parts.push(`<circle cx="160" cy="150" r="118" fill="${shade(bg, 1.35)}"/>`);

  // Back hair (behind head and shoulders) for longer styles
  const fStyle = female ? pick(r, ['long', 'bob', 'bun', 'tied', 'shoulder', 'pixie'] as const) : null;
  const mStyle = female ? null : o.age === 'senior' && r() < 0.45 ? 'receding' : pick(r, ['short', 'sidepart', 'crop', 'wavy', 'swept'] as const);
  if (fStyle === 'long') {
    parts.push(`<path d="M${cx - rx - 14} ${cy - 20} C${cx - rx - 22} ${cy + 60} ${cx - rx - 20} ${cy + 120} ${cx - rx + 4} ${cy + 150} L${cx + rx - 4} ${cy + 150} C${cx + rx + 20} ${cy + 120} ${cx + rx + 22} ${cy + 60} ${cx + rx + 14} ${cy - 20} Z" fill="${hair}"/>`);
  } else if (fStyle === 'shoulder') {
    parts.push(`<path d="M${cx - rx - 12} ${cy - 20} C${cx - rx - 18} ${cy + 40} ${cx - rx - 16} ${cy + 90} ${cx - rx + 2} ${cy + 108} L${cx + rx - 2} ${cy + 108} C${cx + rx + 16} ${cy + 90} ${cx + rx + 18} ${cy + 40} ${cx + rx + 12} ${cy - 20} Z" fill="${hair}"/>`);
  } else if (fStyle === 'bob') {
    parts.push(`<path d="M${cx - rx - 12} ${cy - 24} C${cx - rx - 18} ${cy + 30} ${cx - rx - 14} ${cy + 62} ${cx - rx + 6} ${cy + 70} L${cx + rx - 6} ${cy + 70} C${cx + rx + 14} ${cy + 62} ${cx + rx + 18} ${cy + 30} ${cx + rx + 12} ${cy - 24} Z" fill="${hair}"/>`);
  } else if (fStyle === 'bun') {
    parts.push(`<circle cx="${cx}" cy="${cy - ry - 16}" r="24" fill="${hair}"/>`);
  } else if (fStyle === 'tied') {
    parts.push(`<ellipse cx="${cx + rx + 2}" cy="${cy + 30}" rx="14" ry="36" fill="${shade(hair, 0.9)}" transform="rotate(-12 ${cx + rx + 2} ${cy + 30})"/>`);
  }

  // Shoulders and clothing
  const shoulderY = cy + ry + 44;
  parts.push(`<path d="M14 320 C20 ${shoulderY + 4} 62 ${shoulderY - 12} 114 ${shoulderY - 20} L206 ${shoulderY - 20} C258 ${shoulderY - 12} 300 ${shoulderY + 4} 306 320 Z" fill="${jacket}"/>`);
  // Neck
  parts.push(`<path d="M${cx - 22} ${cy + ry - 20} L${cx - 22} ${shoulderY - 8} Q${cx} ${shoulderY + 10} ${cx + 22} ${shoulderY - 8} L${cx + 22} ${cy + ry - 20} Z" fill="${skinShadow}"/>`);
  const vTop = shoulderY - 20;
  if (female) {
    const blouse = pick(r, BLOUSES);
    const neckline = pick(r, ['v', 'round', 'collar'] as const);
    if (neckline === 'round') {
      parts.push(`<path d="M${cx - 44} ${vTop} Q${cx} ${vTop + 34} ${cx + 44} ${vTop} L${cx + 34} 320 L${cx - 34} 320 Z" fill="${blouse}"/>`);
      parts.push(`<path d="M${cx - 26} ${vTop - 2} Q${cx} ${vTop + 20} ${cx + 26} ${vTop - 2}" fill="${skinShadow}"/>`);
    } else if (neckline === 'collar') {
      parts.push(`<path d="M${cx - 40} ${vTop} L${cx} ${vTop + 58} L${cx + 40} ${vTop} L${cx + 30} 320 L${cx - 30} 320 Z" fill="${blouse}"/>`);
      parts.push(`<path d="M${cx - 24} ${vTop - 4} L${cx} ${vTop + 40} L${cx + 24} ${vTop - 4} Z" fill="${skinShadow}"/>`);
      parts.push(`<path d="M${cx - 26} ${vTop - 6} L${cx - 4} ${vTop + 44} L${cx - 30} ${vTop + 24} Z M${cx + 26} ${vTop - 6} L${cx + 4} ${vTop + 44} L${cx + 30} ${vTop + 24} Z" fill="${shade(blouse, 0.93)}"/>`);
    } else {
      parts.push(`<path d="M${cx - 40} ${vTop} L${cx} ${vTop + 66} L${cx + 40} ${vTop} L${cx + 30} 320 L${cx - 30} 320 Z" fill="${blouse}"/>`);
      parts.push(`<path d="M${cx - 24} ${vTop - 4} L${cx} ${vTop + 46} L${cx + 24} ${vTop - 4} Z" fill="${skinShadow}"/>`);
    }
    if (r() < 0.45) {
      const metal = pick(r, ['#d9b45a', '#c0c4cc']);
      parts.push(`<path d="M${cx - 20} ${vTop} Q${cx} ${vTop + 30} ${cx + 20} ${vTop}" fill="none" stroke="${metal}" stroke-width="1.6"/>`);
      parts.push(`<circle cx="${cx}" cy="${vTop + 16}" r="3.2" fill="${metal}"/>`);
    }
  } else {
    parts.push(`<path d="M${cx - 40} ${vTop} L${cx} ${vTop + 78} L${cx + 40} ${vTop} L${cx + 30} 320 L${cx - 30} 320 Z" fill="${shirt}"/>`);
    // collar points
    parts.push(`<path d="M${cx - 24} ${vTop - 8} L${cx - 2} ${vTop + 18} L${cx - 20} ${vTop + 26} L${cx - 34} ${vTop + 4} Z M${cx + 24} ${vTop - 8} L${cx + 2} ${vTop + 18} L${cx + 20} ${vTop + 26} L${cx + 34} ${vTop + 4} Z" fill="${shade(shirt, 0.94)}"/>`);
    if (r() < 0.8) {
      const tie = pick(r, TIES);
      parts.push(`<path d="M${cx - 8} ${vTop + 16} L${cx + 8} ${vTop + 16} L${cx + 5} ${vTop + 28} L${cx + 12} ${vTop + 84} L${cx} ${vTop + 100} L${cx - 12} ${vTop + 84} L${cx - 5} ${vTop + 28} Z" fill="${tie}"/>`);
      parts.push(`<path d="M${cx - 8} ${vTop + 16} L${cx + 8} ${vTop + 16} L${cx + 5} ${vTop + 28} L${cx - 5} ${vTop + 28} Z" fill="${shade(tie, 0.8)}"/>`);
    }
  }
  // Lapels
  parts.push(`<path d="M${cx - 44} ${vTop - 2} L${cx - 6} ${vTop + 96} L${cx - 30} 320 L${cx - 70} 320 L${cx - 62} ${vTop + 40} Z" fill="${lapel}"/>`);
  parts.push(`<path d="M${cx + 44} ${vTop - 2} L${cx + 6} ${vTop + 96} L${cx + 30} 320 L${cx + 70} 320 L${cx + 62} ${vTop + 40} Z" fill="${lapel}"/>`);
  if (r() < 0.35) {
    // lawyer's lapel badge
    parts.push(`<circle cx="${cx - 50}" cy="${vTop + 58}" r="5" fill="#d4af37" stroke="${shade('#d4af37', 0.7)}" stroke-width="1"/>`);
  }

  // Ears
  parts.push(`<ellipse cx="${cx - rx + 1}" cy="${cy + 6}" rx="9" ry="14" fill="${skinShadow}"/>`);
  parts.push(`<ellipse cx="${cx + rx - 1}" cy="${cy + 6}" rx="9" ry="14" fill="${skinShadow}"/>`);
  if (female && r() < 0.5) {
    const metal = pick(r, ['#d9b45a', '#e8e8ee']);
    parts.push(`<circle cx="${cx - rx + 1}" cy="${cy + 20}" r="3" fill="${metal}"/><circle cx="${cx + rx - 1}" cy="${cy + 20}" r="3" fill="${metal}"/>`);
  }

  // Face
  const top = cy - ry;
  const bottom = cy + ry;
  if (jaw === 'square') {
    parts.push(`<path d="M${cx - rx} ${cy - 10} C${cx - rx} ${top - 4} ${cx + rx} ${top - 4} ${cx + rx} ${cy - 10} L${cx + rx - 2} ${cy + 30} C${cx + rx - 6} ${bottom - 8} ${cx + 22} ${bottom + 2} ${cx} ${bottom + 2} C${cx - 22} ${bottom + 2} ${cx - rx + 6} ${bottom - 8} ${cx - rx + 2} ${cy + 30} Z" fill="${skin}"/>`);
  } else if (jaw === 'round') {
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry - 3}" fill="${skin}"/>`);
  } else {
    parts.push(`<path d="M${cx - rx} ${cy - 6} C${cx - rx} ${top - 6} ${cx + rx} ${top - 6} ${cx + rx} ${cy - 6} C${cx + rx} ${cy + 40} ${cx + 26} ${bottom + 2} ${cx} ${bottom + 2} C${cx - 26} ${bottom + 2} ${cx - rx} ${cy + 40} ${cx - rx} ${cy - 6} Z" fill="${skin}"/>`);
  }

  // Front hair. Face peak is about y = top + 11; `hc(y0, extra)` gives the control-point height
  // that makes a symmetric cubic starting and ending at y0 peak `extra` px above the face.
  const facePeak = 0.25 * (cy - 6) + 0.75 * (top - 6);
  const hc = (y0: number, extra: number) => Math.round(((facePeak - extra) - 0.25 * y0) / 0.75);
  switch (fStyle ?? mStyle) {
    case 'short':
      parts.push(`<path d="M${cx - rx - 3} ${cy + 2} C${cx - rx - 8} ${hc(cy + 2, 16)} ${cx + rx + 8} ${hc(cy + 2, 16)} ${cx + rx + 3} ${cy + 2} C${cx + rx - 4} ${cy - 30} ${cx + 20} ${top + 16} ${cx - 10} ${top + 18} C${cx - 36} ${top + 20} ${cx - rx + 4} ${cy - 30} ${cx - rx - 3} ${cy + 2} Z" fill="${hair}"/>`);
      break;
    case 'sidepart':
      parts.push(`<path d="M${cx - rx - 4} ${cy + 4} C${cx - rx - 10} ${hc(cy + 4, 18)} ${cx + rx + 10} ${hc(cy + 4, 18)} ${cx + rx + 4} ${cy + 4} C${cx + rx - 2} ${cy - 26} ${cx + rx - 16} ${top + 16} ${cx + 10} ${top + 15} C${cx - 20} ${top + 14} ${cx - 30} ${top + 30} ${cx - rx + 6} ${cy - 14} Z" fill="${hair}"/>`);
      parts.push(`<path d="M${cx - 22} ${facePeak - 8} Q${cx + 6} ${facePeak - 16} ${cx + 36} ${facePeak - 4}" stroke="${hairHi}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.5"/>`);
      break;
    case 'crop':
      parts.push(`<path d="M${cx - rx - 1} ${cy - 4} C${cx - rx - 4} ${hc(cy - 4, 9)} ${cx + rx + 4} ${hc(cy - 4, 9)} ${cx + rx + 1} ${cy - 4} C${cx + rx - 6} ${cy - 28} ${cx + 30} ${top + 14} ${cx} ${top + 14} C${cx - 30} ${top + 14} ${cx - rx + 6} ${cy - 28} ${cx - rx - 1} ${cy - 4} Z" fill="${hair}"/>`);
      break;
    case 'wavy':
      parts.push(`<path d="M${cx - rx - 5} ${cy} C${cx - rx - 14} ${hc(cy, 22)} ${cx + rx + 14} ${hc(cy, 22)} ${cx + rx + 5} ${cy} C${cx + rx - 2} ${cy - 24} ${cx + 34} ${top + 24} ${cx + 20} ${top + 12} C${cx + 10} ${top + 26} ${cx - 6} ${top + 24} ${cx - 14} ${top + 14} C${cx - 24} ${top + 28} ${cx - rx + 2} ${cy - 20} ${cx - rx - 5} ${cy} Z" fill="${hair}"/>`);
      break;
    case 'swept':
      parts.push(`<path d="M${cx - rx - 4} ${cy - 2} C${cx - rx - 12} ${hc(cy - 2, 24)} ${cx + rx + 10} ${hc(cy - 2, 22)} ${cx + rx + 4} ${cy - 2} C${cx + rx} ${cy - 24} ${cx + rx - 12} ${top + 16} ${cx + 20} ${top + 14} C${cx - 10} ${top + 12} ${cx - rx + 4} ${top + 26} ${cx - rx - 4} ${cy - 2} Z" fill="${hair}"/>`);
      parts.push(`<path d="M${cx - 28} ${facePeak - 8} Q${cx + 2} ${facePeak - 18} ${cx + 40} ${facePeak - 6}" stroke="${hairHi}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.5"/>`);
      break;
    case 'receding':
      parts.push(`<path d="M${cx - rx - 3} ${cy + 6} C${cx - rx - 6} ${cy - 30} ${cx - rx + 6} ${top + 14} ${cx - 24} ${top + 2} C${cx - 30} ${top + 12} ${cx - rx + 10} ${cy - 20} ${cx - rx + 4} ${cy + 2} Z" fill="${hair}"/>`);
      parts.push(`<path d="M${cx + rx + 3} ${cy + 6} C${cx + rx + 6} ${cy - 30} ${cx + rx - 6} ${top + 14} ${cx + 24} ${top + 2} C${cx + 30} ${top + 12} ${cx + rx - 10} ${cy - 20} ${cx + rx - 4} ${cy + 2} Z" fill="${hair}"/>`);
      parts.push(`<path d="M${cx - 28} ${facePeak + 8} C${cx - 10} ${facePeak - 2} ${cx + 10} ${facePeak - 2} ${cx + 28} ${facePeak + 8}" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`);
      break;
    case 'long':
    case 'shoulder':
      parts.push(`<path d="M${cx - rx - 12} ${cy + 30} C${cx - rx - 18} ${hc(cy + 30, 18)} ${cx + rx + 18} ${hc(cy + 30, 18)} ${cx + rx + 12} ${cy + 30} C${cx + rx + 2} ${cy - 10} ${cx + rx - 8} ${top + 20} ${cx + 14} ${top + 22} C${cx - 10} ${top + 26} ${cx - rx + 6} ${cy - 20} ${cx - rx - 12} ${cy + 30} Z" fill="${hair}"/>`);
      break;
    case 'bob':
      parts.push(`<path d="M${cx - rx - 10} ${cy + 24} C${cx - rx - 16} ${hc(cy + 24, 18)} ${cx + rx + 16} ${hc(cy + 24, 18)} ${cx + rx + 10} ${cy + 24} C${cx + rx} ${cy - 10} ${cx + rx - 10} ${top + 34} ${cx + rx - 16} ${top + 30} C${cx + 10} ${top + 34} ${cx - 20} ${top + 34} ${cx - rx + 10} ${top + 32} C${cx - rx + 2} ${cy - 10} ${cx - rx} ${cy + 4} ${cx - rx - 10} ${cy + 24} Z" fill="${hair}"/>`);
      break;
    case 'bun':
    case 'tied':
      parts.push(`<path d="M${cx - rx - 4} ${cy + 4} C${cx - rx - 10} ${hc(cy + 4, 13)} ${cx + rx + 10} ${hc(cy + 4, 13)} ${cx + rx + 4} ${cy + 4} C${cx + rx - 4} ${cy - 26} ${cx + 24} ${top + 14} ${cx + 2} ${top + 12} C${cx - 24} ${top + 14} ${cx - rx + 4} ${cy - 26} ${cx - rx - 4} ${cy + 4} Z" fill="${hair}"/>`);
      parts.push(`<path d="M${cx - 26} ${facePeak - 4} Q${cx + 2} ${facePeak - 12} ${cx + 30} ${facePeak - 3}" stroke="${hairHi}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.45"/>`);
      break;
    case 'pixie':
      parts.push(`<path d="M${cx - rx - 6} ${cy + 8} C${cx - rx - 12} ${hc(cy + 8, 16)} ${cx + rx + 12} ${hc(cy + 8, 16)} ${cx + rx + 6} ${cy + 8} C${cx + rx - 2} ${cy - 20} ${cx + rx - 14} ${top + 14} ${cx + 20} ${top + 22} C${cx - 6} ${top + 30} ${cx - 40} ${top + 26} ${cx - rx + 4} ${cy - 8} Z" fill="${hair}"/>`);
      break;
  }

  // Eyebrows, eyes, nose, mouth
  const eyeY = cy + 4;
  const eyeDx = 21 + Math.round(r() * 3);
  const browY = eyeY - 15 - Math.round(r() * 3);
  const browColour = grey ? shade(hair, 0.7) : hair;
  const browW = female ? 2.6 : 3.6;
  parts.push(`<path d="M${cx - eyeDx - 11} ${browY + 2} Q${cx - eyeDx} ${browY - 4} ${cx - eyeDx + 10} ${browY + 1}" stroke="${browColour}" stroke-width="${browW}" fill="none" stroke-linecap="round"/>`);
  parts.push(`<path d="M${cx + eyeDx - 10} ${browY + 1} Q${cx + eyeDx} ${browY - 4} ${cx + eyeDx + 11} ${browY + 2}" stroke="${browColour}" stroke-width="${browW}" fill="none" stroke-linecap="round"/>`);
  const eyeShape = pick(r, ['dot', 'almond', 'smile'] as const);
  for (const sx of [-1, 1]) {
    const ex = cx + sx * eyeDx;
    if (eyeShape === 'smile') {
      parts.push(`<path d="M${ex - 7} ${eyeY + 1} Q${ex} ${eyeY - 6} ${ex + 7} ${eyeY + 1}" stroke="#2a2220" stroke-width="3" fill="none" stroke-linecap="round"/>`);
    } else if (eyeShape === 'almond') {
      parts.push(`<path d="M${ex - 8} ${eyeY} Q${ex} ${eyeY - 7} ${ex + 8} ${eyeY} Q${ex} ${eyeY + 5} ${ex - 8} ${eyeY} Z" fill="#2a2220"/>`);
      parts.push(`<circle cx="${ex + 2}" cy="${eyeY - 2}" r="1.4" fill="#ffffff"/>`);
    } else {
      parts.push(`<ellipse cx="${ex}" cy="${eyeY}" rx="4.4" ry="5" fill="#2a2220"/>`);
      parts.push(`<circle cx="${ex + 1.5}" cy="${eyeY - 1.8}" r="1.3" fill="#ffffff"/>`);
    }
    if (female && eyeShape !== 'smile') {
      parts.push(`<path d="M${ex + sx * 6} ${eyeY - 3} l${sx * 4} -3" stroke="#2a2220" stroke-width="1.6" stroke-linecap="round"/>`);
    }
  }
  parts.push(`<path d="M${cx - 2} ${eyeY + 12} Q${cx - 7} ${eyeY + 26} ${cx} ${eyeY + 28} Q${cx + 4} ${eyeY + 29} ${cx + 6} ${eyeY + 27}" stroke="${shade(skin, 0.72)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`);
  if (r() < 0.6) {
    parts.push(`<ellipse cx="${cx - eyeDx - 6}" cy="${eyeY + 22}" rx="9" ry="5" fill="#e88a7a" opacity="0.22"/><ellipse cx="${cx + eyeDx + 6}" cy="${eyeY + 22}" rx="9" ry="5" fill="#e88a7a" opacity="0.22"/>`);
  }
  const mouthY = eyeY + 44;
  const lip = female ? pick(r, LIPS) : shade(skin, 0.6);
  if (smile === 'grin') {
    parts.push(`<path d="M${cx - 15} ${mouthY - 2} Q${cx} ${mouthY + 16} ${cx + 15} ${mouthY - 2} Z" fill="${shade(lip, 0.75)}"/>`);
    parts.push(`<path d="M${cx - 12} ${mouthY} Q${cx} ${mouthY + 4} ${cx + 12} ${mouthY} L${cx + 10} ${mouthY + 3} Q${cx} ${mouthY + 6} ${cx - 10} ${mouthY + 3} Z" fill="#ffffff"/>`);
  } else if (smile === 'smile') {
    parts.push(`<path d="M${cx - 14} ${mouthY} Q${cx} ${mouthY + 12} ${cx + 14} ${mouthY}" stroke="${lip}" stroke-width="${female ? 4 : 3}" fill="none" stroke-linecap="round"/>`);
  } else {
    parts.push(`<path d="M${cx - 10} ${mouthY + 2} Q${cx} ${mouthY + 7} ${cx + 10} ${mouthY + 2}" stroke="${lip}" stroke-width="${female ? 4 : 3}" fill="none" stroke-linecap="round"/>`);
  }
  if (glasses) {
    const gw = 17;
    const gh = pick(r, [12, 14]);
    const round = r() < 0.5 ? gh : 5;
    parts.push(`<g fill="none" stroke="${glassesColour}" stroke-width="2.6">` +
      `<rect x="${cx - eyeDx - gw}" y="${eyeY - gh}" width="${gw * 2}" height="${gh * 2}" rx="${round}"/>` +
      `<rect x="${cx + eyeDx - gw}" y="${eyeY - gh}" width="${gw * 2}" height="${gh * 2}" rx="${round}"/>` +
      `<path d="M${cx - eyeDx + gw} ${eyeY - 2} Q${cx} ${eyeY - 8} ${cx + eyeDx - gw} ${eyeY - 2}"/>` +
      `<path d="M${cx - eyeDx - gw} ${eyeY - 4} L${cx - rx + 2} ${eyeY - 6}"/><path d="M${cx + eyeDx + gw} ${eyeY - 4} L${cx + rx - 2} ${eyeY - 6}"/>` +
      `</g>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 320 320">${parts.join('')}</svg>`;
}
