/** Addresses as typed into one box: one per line, or separated by commas, semicolons or spaces. */
export const emailList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
