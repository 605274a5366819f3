/** FieldTemplate draws a field's errors itself (from rawErrors), so the separate error block stays empty. */
export function FieldErrorTemplate() {
  return null;
}
