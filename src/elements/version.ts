/** The version of the elements bundle; a second copy with another version warns. */
export const elementsVersion = '0.1.0';
