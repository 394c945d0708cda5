import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MODULE, ROUTE_MODULES, routeModulePreloads } from './route-modules';

const WEB = path.resolve(import.meta.dirname, '../../../web');

describe('route module preloads (issue 12 §5)', () => {
  it("names screen modules that exist in the web app, from the route table's landing pages (issue 23 §2)", () => {
    expect([...ROUTE_MODULES.keys()]).toEqual(expect.arrayContaining(['home', 'materials', 'material', 'blogPost']));
    for (const [page, source] of ROUTE_MODULES) expect(existsSync(path.join(WEB, source)), page).toBe(true);
  });

  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'gate-route-modules-'));
    await mkdir(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload.js'] },
      '_preload.js': { file: 'assets/preload-1.js' },
      'src/main.tsx': { file: 'assets/main-1.js', imports: ['_react.js', '_preload.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_react.js', '_badge.js', 'index.html'] },
      '_badge.js': { file: 'assets/badge-1.js', imports: ['_card.js'] },
      'src/features/catalogue/routes/material-detail-page.tsx': {
        file: 'assets/material-detail-page-1.js',
        imports: ['index.html', '_card.js'],
      },
    };
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("lists the app's and the screen's chunks and what they import, once each, without what the HTML loads already", () => {
    const tags = routeModulePreloads(dist)('material');
    expect(tags.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/main-1.js"',
      'href="/assets/react-1.js"',
      'href="/assets/material-detail-page-1.js"',
      'href="/assets/card-1.js"',
      'href="/assets/badge-1.js"',
    ]);
    // Low priority: on a slow line they must not hold up the entry script the HTML loads first.
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-1.js" />');
  });

  it('gives only the app for a page outside the table or a screen missing from the build, and nothing without a build', async () => {
    const preloads = routeModulePreloads(dist);
    const app =
      '<link rel="modulepreload" crossorigin href="/assets/main-1.js" />\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js" />';
    expect(preloads('about')).toBe(app);
    expect(preloads('materials')).toBe(app);
    expect(routeModulePreloads(path.join(dist, 'nowhere'))('material')).toBe('');
  });

  it('names the module the web entry imports as the app', () => {
    expect(readFileSync(path.join(WEB, 'src/boot.ts'), 'utf8')).toContain("import('./main')");
    expect(existsSync(path.join(WEB, APP_MODULE))).toBe(true);
  });
});
