/** A size in bytes as people read it: "512 bytes", "3.4 KB", "12.5 MB" (a lesson's ZIP, issue 24 §3). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
