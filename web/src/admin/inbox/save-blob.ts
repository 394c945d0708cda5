/**
 * Saves `blob` as `name` through a link, as the browser downloads: the export needs the bearer
 * header, so it cannot be a plain link (as the materials' Export CSV does, materials/csv-tools.tsx).
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
