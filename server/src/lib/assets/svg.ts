/**
 * Self-contained SVG placeholders (product covers, avatars) so the demo catalogue needs no
 * binary image assets. No external fonts, images or scripts: safe to serve and to inline.
 */

import { escapeHtml } from '../html';

export interface CoverOptions {
  title: string;
  subtitle?: string;
  badge?: string;
  width: number;
  height: number;
  hue: number;
}

export interface AvatarOptions {
  name: string;
  size: number;
  hue: number;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Helvetica, Arial, sans-serif';
// Average advance per character in em; generous so estimated lines never overflow in practice.
const SERIF_EM = 0.56;
const SANS_EM = 0.54;
const MAX_TITLE_LINES = 4;
const MAX_SUBTITLE_LINES = 3;

/** Drops code points XML 1.0 forbids (controls, lone surrogates), then escapes markup (lib/html). */
function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    const allowed = c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || c >= 0xe000;
    if (allowed && c !== 0xfffe && c !== 0xffff) out += ch;
  }
  return escapeHtml(out);
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

type Attrs = Record<string, string | number>;

/** Builds one element; every attribute value and text child is escaped here, in one place. */
function el(tag: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : escapeXml(v)}"`);
  return children === undefined ? `<${tag}${list.join('')}/>` : `<${tag}${list.join('')}>${children}</${tag}>`;
}

/** HSL to hex: SVG 1.1 renderers (librsvg, older viewers) do not all accept hsl(). */
function hsl(hue: number, sat: number, light: number): string {
  const [s, l] = [sat / 100, light / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (((n + hue / 30) % 12) + 12) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const bold = (family: string, size: number): Attrs => ({
  'font-family': family,
  'font-size': size,
  'font-weight': 700,
});

/** Greedy wrap by estimated character count; over-long words are split rather than overflow. */
function wrapWords(text: string, maxChars: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= limit) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (rest.length > limit) {
      lines.push(rest.slice(0, limit));
      rest = rest.slice(limit);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

function clampLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${(kept[max - 1] ?? '').replace(/\s*\S{0,3}$/, '')}\u2026`;
  return kept;
}

/** Largest title size (shrinking 10% per step) that fits in 4 lines and the given box. */
function fitTitle(title: string, boxW: number, boxH: number, maxSize: number, minSize: number) {
  let size = maxSize;
  for (;;) {
    const lines = wrapWords(title, boxW / (size * SERIF_EM));
    const fits = lines.length <= MAX_TITLE_LINES && lines.length * size * 1.15 <= boxH;
    if (fits || size * 0.9 < minSize) {
      return { size, lines: clampLines(lines, MAX_TITLE_LINES) };
    }
    size *= 0.9;
  }
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: Attrs) {
  const spans = lines.map((line, i) => el('tspan', { x, y: y + i * lineHeight }, escapeXml(line)));
  return el('text', attrs, spans.join(''));
}

function decorations(w: number, h: number, accent: string): string[] {
  const short = Math.min(w, h);
  const band = [0, h * 0.74, w, h * 0.56, w, h * 0.63, 0, h * 0.81].map(fmt);
  return [
    el('circle', { cx: w * 0.92, cy: h * 0.1, r: w * 0.4, fill: '#ffffff', 'fill-opacity': 0.07 }),
    el('circle', { cx: w * 0.04, cy: h * 0.96, r: w * 0.3, fill: accent, 'fill-opacity': 0.16 }),
    el('polygon', { points: band.join(' '), fill: '#ffffff', 'fill-opacity': 0.06 }),
    el('circle', {
      cx: w * 0.83,
      cy: h * 0.8,
      r: short * 0.07,
      fill: 'none',
      stroke: accent,
      'stroke-opacity': 0.55,
      'stroke-width': Math.max(2, short * 0.012),
    }),
  ];
}

function badgeMarkup(badge: string, x: number, y: number, size: number, color: string): string {
  const w = Array.from(badge).length * size * SANS_EM + size * 1.6;
  const h = size * 2;
  const pill = { x, y, width: w, height: h, rx: h / 2, fill: '#ffffff', 'fill-opacity': 0.92 };
  const label = { x: x + w / 2, y: y + h / 2 + size * 0.35, 'text-anchor': 'middle' };
  const text = { ...label, ...bold(SANS, size), fill: color };
  return [el('rect', pill), el('text', text, escapeXml(badge))].join('\n');
}

/** A small arch (the "gate") followed by the brand name, anchored at the bottom-left. */
function brandMarkup(x: number, baseline: number, size: number): string {
  const r = size * 0.42;
  const top = baseline - size * 1.05;
  const [x0, x1, y0, y1, rr] = [x, x + 2 * r, baseline, top + r, r].map(fmt);
  const arch = {
    d: `M${x0} ${y0}V${y1}A${rr} ${rr} 0 0 1 ${x1} ${y1}V${y0}`,
    fill: 'none',
    stroke: '#ffffff',
    'stroke-opacity': 0.85,
    'stroke-width': Math.max(1.5, size * 0.12),
  };
  const label = { x: x + 2 * r + size * 0.5, y: baseline, 'letter-spacing': size * 0.06 };
  const text = { ...label, ...bold(SANS, size), fill: '#ffffff', 'fill-opacity': 0.85 };
  return [el('path', arch), el('text', text, 'The Gate')].join('\n');
}

function svgRoot(w: number, h: number, label: string, body: string[]): string {
  const root = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: w,
    height: h,
    viewBox: `0 0 ${fmt(w)} ${fmt(h)}`,
    role: 'img',
    'aria-label': label,
  };
  const inner = ['', el('title', {}, escapeXml(label)), ...body, ''].join('\n');
  return `${el('svg', root, inner)}\n`;
}

function background(w: number, h: number, hue: number): string[] {
  // Deterministic id: covers of the same hue share an identical gradient when inlined together.
  const id = `gate-cover-${Math.round(((hue % 360) + 360) % 360)}`;
  const stops = [
    el('stop', { offset: 0, 'stop-color': hsl(hue, 58, 40) }),
    el('stop', { offset: 1, 'stop-color': hsl(hue + 40, 62, 16) }),
  ];
  const gradient = el('linearGradient', { id, x1: 0, y1: 0, x2: 1, y2: 1 }, stops.join(''));
  return [el('defs', {}, gradient), el('rect', { width: w, height: h, fill: `url(#${id})` })];
}

export function makeCoverSvg(opts: CoverOptions): string {
  const { width: w, height: h, hue } = opts;
  const short = Math.min(w, h);
  const pad = short * 0.08;
  const accent = hsl(hue + 35, 85, 68);
  const badgeSize = Math.max(10, short * 0.045);
  const brandSize = Math.max(10, short * 0.045);
  const titleTop = Math.max(h * 0.24, opts.badge ? pad * 2 + badgeSize * 2 : pad);
  const boxH = (h - pad - brandSize * 2 - titleTop) * (opts.subtitle ? 0.68 : 0.9);
  const title = fitTitle(opts.title, w - 2 * pad, boxH, short * 0.12, Math.max(11, short * 0.04));
  const lead = title.size * 1.15;
  const ruleY = titleTop + title.lines.length * lead + title.size * 0.1;
  const titleAttrs = { ...bold(SERIF, title.size), fill: '#ffffff' };
  const rule = { x: pad, y: ruleY, width: w * 0.18, height: Math.max(3, short * 0.01), rx: 1.5 };
  const body = [
    ...background(w, h, hue),
    ...decorations(w, h, accent),
    textLines(title.lines, pad, titleTop + title.size, lead, titleAttrs),
    el('rect', { ...rule, fill: accent }),
  ];
  if (opts.subtitle) {
    const size = Math.max(10, Math.min(title.size * 0.42, short * 0.055));
    const wrapped = wrapWords(opts.subtitle, (w - 2 * pad) / (size * SANS_EM));
    const attrs = { 'font-family': SANS, 'font-size': size, fill: '#ffffff', 'fill-opacity': 0.88 };
    const lines = clampLines(wrapped, MAX_SUBTITLE_LINES);
    body.push(textLines(lines, pad, ruleY + size * 2.2, size * 1.3, attrs));
  }
  if (opts.badge) body.push(badgeMarkup(opts.badge, pad, pad, badgeSize, hsl(hue, 55, 24)));
  body.push(brandMarkup(pad, h - pad, brandSize));
  return svgRoot(w, h, opts.title, body);
}

/** Up to two initials: first letters of the first and last words ("Mona Khaled" -> "MK"). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase() || '?';
}

export function makeAvatarSvg(opts: AvatarOptions): string {
  const { size, hue } = opts;
  const fontSize = size * 0.4;
  const label = { x: size / 2, y: size / 2 + fontSize * 0.35, 'text-anchor': 'middle' };
  const text = { ...label, ...bold(SANS, fontSize), fill: '#ffffff' };
  return svgRoot(size, size, opts.name, [
    el('circle', { cx: size / 2, cy: size / 2, r: size / 2, fill: hsl(hue, 55, 42) }),
    el('text', text, escapeXml(initialsOf(opts.name))),
  ]);
}
