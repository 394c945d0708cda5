import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDirection, physicalDirections } from '../../scripts/lint-direction.mjs';

/**
 * Issue 26 §3: web/src styles with logical utilities only, so the Arabic pages (dir="rtl") mirror;
 * `npm run lint` runs scripts/lint-direction.mjs, and this test runs the same rule in `npm test`.
 */

const found = (text: string, fileName = 'screen.tsx') => physicalDirections(text, fileName).map((p) => p.found);

describe('the direction lint rule (issue 26 §3)', () => {
  it('finds no physical left/right style anywhere in web/src, storefront or back office', () => {
    const web = path.resolve(import.meta.dirname, '..');
    expect(lintDirection(path.join(web, 'src'), web)).toEqual([]);
  });

  it.each([
    ['<div className="ml-2 flex" />', 'ml-2'],
    ['<div className="flex mr-auto" />', 'mr-auto'],
    ["cn('pl-4', active && 'md:pr-6')", 'pl-4,md:pr-6'],
    ["cva('absolute left-0 top-0')", 'left-0'],
    [`className={\`-right-1 \${size}\`}`, '-right-1'],
    ['<th className="text-left" />', 'text-left'],
    ['<td className="hover:text-right!" />', 'hover:text-right!'],
    ['<p className="!float-left" />', '!float-left'],
    ['<li className="border-l-4 border-slate-200" />', 'border-l-4'],
    ['<b className="md:border-r" />', 'md:border-r'],
    ['<b className="rounded-r-lg" />', 'rounded-r-lg'],
    ['<b className="rounded-tl-md" />', 'rounded-tl-md'],
    ['<b className="-scroll-ml-4" />', '-scroll-ml-4'],
    ['<b className="[&_ul]:pl-6" />', '[&_ul]:pl-6'],
    ['<b className="file:mr-3" />', 'file:mr-3'],
    ['<b className="-left-[1.3rem]" />', '-left-[1.3rem]'],
    ['<b className="data-[side=right]:slide-in-from-right" />', 'data-[side=right]:slide-in-from-right'],
  ])('refuses %s', (line, physical) => {
    expect(found(line)).toEqual(physical.split(','));
  });

  it.each([
    ['<div className="ms-2 me-auto ps-4 md:pe-6" />'],
    ['<div className="start-0 -end-1 text-start text-end float-start" />'],
    ['<div className="border-s-4 md:border-e rounded-e-lg rounded-ss-md -scroll-ms-4" />'],
    ['<div className="space-x-2 inset-x-0 px-4 mx-auto translate-x-full data-[side=left]:flex" />'],
    ['<p>Only 2 left: order soon, from the top-left corner</p>'],
  ])('lets the logical %s through', (line) => {
    expect(found(line)).toEqual([]);
  });

  it('refuses left/right in a style object, and physical CSS declarations', () => {
    expect(found('<div style={{ left: 0, marginRight: 4, paddingLeft: 2 }} />')).toEqual([
      'left:',
      'marginRight:',
      'paddingLeft:',
    ]);
    expect(found("<div style={{ textAlign: 'right' }} />")).toEqual(["textAlign: 'right'"]);
    expect(found('.a { margin-left: 1rem; right: 0; text-align: left; }', 'theme.css')).toEqual([
      'margin-left:',
      'right:',
      'text-align: left',
    ]);
    expect(found('.a { @apply pl-2; }', 'index.css')).toEqual(['pl-2']);
  });

  it('lets through a line marked direction-ok with a reason, or the line after the mark', () => {
    expect(found('<div className="left-1/2 -translate-x-1/2" /> {/* direction-ok: centring is symmetric */}')).toEqual(
      [],
    );
    expect(found('// direction-ok: centring is symmetric\n<div className="left-1/2 -translate-x-1/2" />')).toEqual([]);
    expect(found('<div className="left-1/2" /> {/* direction-ok: */}')).toEqual(['left-1/2']);
    expect(found('// direction-ok: one line only\n<p />\n<div className="left-1/2" />')).toEqual(['left-1/2']);
  });

  it('reads comments as prose', () => {
    expect(found('/** A panel that slides in from the right: focus is trapped inside */')).toEqual([]);
  });
});
