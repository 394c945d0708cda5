/**
 * Saves `blob` as `name` through a link, as the browser downloads: the back office's CSV exports
 * (materials, payments, subscribers) need the bearer header, so they cannot be plain links.
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
