import { describe, expect, it } from 'vitest';
import { type BuiltChunk, isScreenModule, screenModules } from './screen-modules';

const ROOT = '/repo/web';

function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    facadeModuleId: null,
    isEntry: false,
    isDynamicEntry: false,
    imports: [],
    dynamicImports: [],
    ...parts,
  };
}

/** Issue 23 §5: the lists Vite would write into the app's script, read from screen-modules.json instead. */
describe('screen-modules.json', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/libraries.js'], dynamicImports: ['assets/main.js'] }),
    chunk('assets/libraries.js'),
    chunk('assets/main.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/main.tsx`,
      imports: ['assets/libraries.js', 'assets/button.js'],
      dynamicImports: ['assets/materials-page.js', 'assets/cart-drawer.js'],
    }),
    chunk('assets/button.js'),
    chunk('assets/materials-page.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/features/catalogue/routes/materials-page.tsx`,
      imports: ['assets/libraries.js', 'assets/button.js', 'assets/card-grid.js'],
    }),
    chunk('assets/card-grid.js', { imports: ['assets/icon.js', 'assets/button.js'] }),
    chunk('assets/icon.js'),
    chunk('assets/cart-drawer.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/features/cart/drawer/cart-drawer.tsx`,
      imports: ['assets/icon.js'],
    }),
  ];

  it('lists, per screen module, its own chunk and every chunk it needs, deep ones too, but not what the page has loaded', () => {
    expect(screenModules(bundle, ROOT)).toEqual({
      'src/features/catalogue/routes/materials-page.tsx': [
        'assets/materials-page.js',
        'assets/card-grid.js',
        'assets/icon.js',
      ],
    });
  });

  it('takes the screens of the routes folders only', () => {
    expect(isScreenModule('/repo/web/src/app/routes/home.tsx')).toBe(true);
    expect(isScreenModule('/repo/web/src/features/auth/routes/login-page.tsx')).toBe(true);
    expect(isScreenModule('/repo/web/src/features/cart/drawer/cart-drawer.tsx')).toBe(false);
  });
});
