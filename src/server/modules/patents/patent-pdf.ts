/**
 * A one-page PDF 1.4 (uncompressed, the standard Helvetica fonts) standing in for a patent's full text.
 * Standard fonts have no Chinese glyphs, so the page carries the numbers, dates, classification and English
 * labels; anything outside printable ASCII is replaced.
 */
export interface PatentPdfFacts {
  applicationNo: string;
  applicationDate: string;
  publicationNo: string | null;
  publicationDate: string | null;
  type: string;
  legalStatus: string;
  ipc: string | null;
  mainIpc: string | null;
  expiryDate: string | null;
  applicant: string;
  inventorCount: number;
}

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
const pdfString = (text: string) => `(${ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function renderPatentPdf(facts: PatentPdfFacts): Buffer {
  const lines: [string, string][] = [
    ['Application No.', facts.applicationNo],
    ['Application date', facts.applicationDate],
    ['Publication No.', facts.publicationNo ?? '-'],
    ['Publication date', facts.publicationDate ?? '-'],
    ['Patent type', facts.type],
    ['Legal status', facts.legalStatus],
    ['Main IPC', facts.mainIpc ?? '-'],
    ['IPC', facts.ipc ?? '-'],
    ['Expiry date', facts.expiryDate ?? '-'],
    ['Applicant', facts.applicant],
    ['Inventors', String(facts.inventorCount)],
  ];
  const text = [
    'BT /F1 18 Tf 56 780 Td (Patent Portal - patent full text) Tj ET',
    `BT /F2 10 Tf 56 760 Td ${pdfString(`Document for ${facts.publicationNo ?? facts.applicationNo}`)} Tj ET`,
    ...lines.map(([label, value], i) => `BT /F1 11 Tf 56 ${720 - i * 22} Td ${pdfString(`${label}:`)} Tj ET`
      + `\nBT /F2 11 Tf 190 ${720 - i * 22} Td ${pdfString(value)} Tj ET`),
    `BT /F2 9 Tf 56 ${700 - lines.length * 22} Td (The Chinese title, abstract, claims and description are shown on the detail page.) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfString(facts.publicationNo ?? facts.applicationNo)} /Producer (Patent Portal) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
