/** The field a hidden right (n) or a hiding linkage puts in place of a field: it draws nothing. */
export function HiddenField() {
  return null;
}
