/** The demo materials' authors. */
export const MARIAM = 'Mariam El-Sayed';
export const OMAR = 'Omar Hassan';
export const NOURHAN = 'Nourhan Abdel-Rahman';
export const SARAH = 'Sarah Whitfield';
export const JAMES = 'James Pembridge';
export const ELEANOR = 'Eleanor Hughes';
