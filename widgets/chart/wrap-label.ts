/** Pie labels wrap at 10 characters (workflow-office.md section 9). */
export const LABEL_WRAP = 10;

const length = (text: string) => Array.from(text).length;

/**
 * Breaks text into lines of at most `width` characters, counted by code point (a Chinese character is one).
 * Text with spaces breaks between words where a word fits on a line; a longer word is cut.
 */
export function wrapLabel(text: string, width = LABEL_WRAP): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const gap = line === '' ? '' : ' ';
    if (length(word) <= width) {
      if (length(line) + gap.length + length(word) > width) {
        lines.push(line);
        line = word;
      } else line += gap + word;
      continue;
    }
    line += length(line) + gap.length < width ? gap : '';
    for (const char of word) {
      if (length(line) >= width) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += char;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
