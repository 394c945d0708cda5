import type { Plugin } from 'vite';

/** What the check needs of a built chunk. */
export type SeparatedChunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
};

/** The shop's page, the build's storefront entry (web/index.html). */
export const isStorefrontEntry = (chunk: Pick<SeparatedChunk, 'isEntry' | 'facadeModuleId'>) =>
  chunk.isEntry && chunk.facadeModuleId !== null && /[\\/]web[\\/]index\.html$/.test(chunk.facadeModuleId);

/** The back office's own code and the libraries only it uses (issue 24 §6; the reports' chart and the blog's editor, issue 25). */
export const isBackOfficeModule = (id: string) =>
  /[\\/]web[\\/](?:src[\\/]admin[\\/]|admin\.html$)|[\\/]node_modules[\\/](?:@tanstack[\\/](?:react-table|table-core)|uplot|@tiptap|prosemirror-[a-z-]+)[\\/]/.test(
    id,
  );

/**
 * The back-office modules the shop could load: every chunk the storefront entry reaches, statically
 * or lazily, transitively, and the back-office modules in it as `chunk: module`. Empty when the
 * back office is a part of the build of its own.
 */
export function backOfficeLeaks(chunks: readonly SeparatedChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    reached.add(fileName);
    const chunk = byFile.get(fileName);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  for (const chunk of chunks) if (isStorefrontEntry(chunk)) visit(chunk.fileName);
  if (reached.size === 0) throw new Error('The build has no storefront entry (web/index.html).');
  return [...reached].flatMap((fileName) =>
    (byFile.get(fileName)?.moduleIds ?? []).filter(isBackOfficeModule).map((id) => `${fileName}: ${id}`),
  );
}

/**
 * Fails the build when any page of the shop could load a byte of the back office (issue 24 §6):
 * a storefront module that imports one of its files, or a chunk the two share that holds one, would
 * otherwise only show as a larger storefront in bench:web, if at all.
 */
export function backOfficeSeparationPlugin(): Plugin {
  return {
    name: 'the-gate:back-office-separation',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const leaks = backOfficeLeaks(chunks);
      if (leaks.length) this.error(`The shop would load back-office code (issue 24 §6):\n${leaks.join('\n')}`);
    },
  };
}
