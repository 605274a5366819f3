/** Pie labels wrap at 10 characters (workflow-office.md section 9). */
export const LABEL_WRAP = 10;

/** A wide (East Asian) character takes the room of two Latin letters: "10 characters" are 10 Chinese ones or about 20 letters. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const widthOf = (text: string) => Array.from(text).reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);

/**
 * Breaks text into lines of at most `width` characters, a Chinese character counting one and a Latin letter half
 * (a line holds about as much either way). Text with spaces breaks between words where a word fits on a line; a
 * longer word is cut.
 */
export function wrapLabel(text: string, width = LABEL_WRAP): string {
  const room = width * 2;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const gap = line === '' ? '' : ' ';
    if (widthOf(word) <= room) {
      if (widthOf(line) + gap.length + widthOf(word) > room) {
        lines.push(line);
        line = word;
      } else line += gap + word;
      continue;
    }
    line += widthOf(line) + gap.length < room ? gap : '';
    for (const char of word) {
      if (widthOf(line) + widthOf(char) > room) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += char;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
