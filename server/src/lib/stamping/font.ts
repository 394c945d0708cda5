import { fileURLToPath } from 'node:url';

/**
 * The footer's font: DejaVu Sans, vendored in server/assets/fonts with its licence. One font with
 * both Latin and Arabic letters (and Arabic's shaping tables), so a line mixing the two is drawn
 * with one face and measured with one set of widths.
 */
export const FOOTER_FONT_PATH = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url));
