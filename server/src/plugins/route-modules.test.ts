import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routeModulePreloads } from './route-modules';

const WEB = path.resolve(import.meta.dirname, '../../../web');

describe('route module preloads (issue 12 §5)', () => {
  it('names screen modules that exist in the web app', () => {
    for (const [pattern, source] of ROUTE_MODULES) expect(existsSync(path.join(WEB, source)), `${pattern}`).toBe(true);
  });

  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'gate-route-modules-'));
    await mkdir(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
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

  it("lists a screen's chunks and what they import, once each, without what the HTML loads already", () => {
    const tags = routeModulePreloads(dist)('/material/17');
    expect(tags.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/material-detail-page-1.js"',
      'href="/assets/card-1.js"',
      'href="/assets/badge-1.js"',
    ]);
    // Low priority: on a slow line they must not hold up the entry script the HTML loads first.
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-1.js" />');
  });

  it('gives nothing for a page outside the table, a screen missing from the build, or no build', async () => {
    const preloads = routeModulePreloads(dist);
    expect(preloads('/about')).toBe('');
    expect(preloads('/materials')).toBe('');
    expect(routeModulePreloads(path.join(dist, 'nowhere'))('/material/17')).toBe('');
  });
});
