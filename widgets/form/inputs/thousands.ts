/** 1234567.5 -> "1,234,567.5": commas in the integer part only. */
export function withThousands(value: string | number | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
