/** Characters as the server counts them (code points). */
export const charCount = (s: string): number => [...s].length;
