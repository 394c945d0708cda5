import { describe, expect, it } from 'vitest';
import { backOfficeLeaks, type SeparatedChunk } from './back-office-separation';

/** Issue 24 §6: no page of the shop can load a byte of the back office; the build fails otherwise. */

const chunk = (fileName: string, parts: Partial<SeparatedChunk>): SeparatedChunk => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  ...parts,
});

const WEB = '/repo/web';
const build = (screenModules: string[]) => [
  chunk('index.js', {
    isEntry: true,
    facadeModuleId: `${WEB}/index.html`,
    imports: ['libraries.js'],
    dynamicImports: ['main.js'],
  }),
  chunk('main.js', { moduleIds: [`${WEB}/src/main.tsx`], dynamicImports: ['screen.js'] }),
  chunk('screen.js', { moduleIds: [`${WEB}/src/app/routes/home.tsx`], imports: ['shared.js'] }),
  chunk('shared.js', { moduleIds: screenModules }),
  chunk('libraries.js', { moduleIds: ['/repo/node_modules/react/index.js'] }),
  chunk('admin.js', {
    isEntry: true,
    facadeModuleId: `${WEB}/admin.html`,
    imports: ['libraries.js', 'shared.js', 'table.js'],
    moduleIds: [`${WEB}/src/admin/main.tsx`],
  }),
  chunk('table.js', { moduleIds: ['/repo/node_modules/@tanstack/react-table/dist/index.js'] }),
];

describe('backOfficeLeaks', () => {
  it('finds nothing when the shop and the back office share only the kit', () => {
    expect(backOfficeLeaks(build([`${WEB}/src/components/ui/button.tsx`]))).toEqual([]);
  });

  it("names a back-office module in a chunk a shop's screen loads lazily", () => {
    expect(backOfficeLeaks(build([`${WEB}/src/components/ui/button.tsx`, `${WEB}/src/admin/paths.ts`]))).toEqual([
      `shared.js: ${WEB}/src/admin/paths.ts`,
    ]);
  });

  it("names the back office's table library in a shop's chunk", () => {
    expect(backOfficeLeaks(build(['/repo/node_modules/@tanstack/table-core/dist/index.js']))).toHaveLength(1);
  });

  it('refuses a build without the shop entry rather than passing it', () => {
    expect(() => backOfficeLeaks([chunk('admin.js', { isEntry: true, facadeModuleId: `${WEB}/admin.html` })])).toThrow(
      /no storefront entry/,
    );
  });
});
