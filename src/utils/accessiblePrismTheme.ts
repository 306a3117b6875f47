// Code-block colors that stay readable: a Prism theme whose token colors all reach a minimum
// contrast with the theme's background (WCAG AA for normal text is 4.5:1). Used by
// docusaurus.config.ts (Node.js), so no browser APIs here.
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

function parseColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

// Moves the color toward black on a light background (toward white on a dark one) in small steps
// until it reaches the ratio, so each token keeps its hue.
function readableOn(color: string, background: Rgb, minRatio: number): string {
  const rgb = parseColor(color);
  if (!rgb || contrastRatio(rgb, background) >= minRatio) {
    return color;
  }
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const t = step / 100;
    const mixed = rgb.map((c, i) => c + (target[i] - c) * t) as unknown as Rgb;
    const rounded = mixed.map(Math.round) as unknown as Rgb;
    if (contrastRatio(rounded, background) >= minRatio) {
      return toHex(rounded);
    }
  }
  return toHex(target);
}

export function withMinimumContrast(theme: PrismTheme, minRatio = 4.5): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) {
    throw new Error(`Cannot read the background color of the Prism theme`);
  }
  const fix = (color?: string) => (color ? readableOn(color, background, minRatio) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, color: fix(entry.style.color)},
    })),
  };
}
