import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { makeZip } from '../../../../tests/support/zip.ts';
import { contentFits, sniffContent, zipEntryNames } from './sniff-content.ts';

const hex = (h: string) => Buffer.from(h, 'hex');
const PNG = hex('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082');
const WEBM = hex('1a45dfa38f4282847765626d42878104428581020000');
const MP3_FRAME = Buffer.concat([hex('fffb9044'), Buffer.alloc(413)]);

describe('content sniffing (file-type, yauzl)', () => {
  it('knows the common types by their first bytes', async () => {
    expect(await sniffContent(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(await sniffContent(PNG)).toBe('png');
    expect(await sniffContent(hex('ffd8ffe000104a464946'))).toBe('jpg');
    expect(await sniffContent(Buffer.from('GIF89a....'))).toBe('gif');
    expect(await sniffContent(hex('504b030414000000'))).toBe('zip');
    expect(await sniffContent(hex('d0cf11e0a1b11ae10000'))).toBe('ole');
    expect(await sniffContent(Buffer.from('纯文本 plain text'))).toBe('text');
    expect(await sniffContent(hex('4d5a900003000000'))).toBeUndefined();
  });

  it('knows audio and video containers: MP4 (ftyp box), WebM (EBML), MP3 (ID3 tag or frame sync), WAV (RIFF/WAVE)', async () => {
    expect(await sniffContent(Buffer.concat([hex('00000024'), Buffer.from('ftypisom'), Buffer.alloc(8)]))).toBe('mp4');
    expect(await sniffContent(WEBM)).toBe('webm');
    expect(await sniffContent(Buffer.concat([Buffer.from('ID3'), hex('04000000000000'), MP3_FRAME]))).toBe('mp3');
    expect(await sniffContent(MP3_FRAME)).toBe('mp3');
    expect(await sniffContent(Buffer.concat([Buffer.from('RIFF'), hex('24080000'), Buffer.from('WAVEfmt ')]))).toBe('wav');
    expect(await contentFits('mp4', Buffer.from('%PDF-1.4'))).toBe(false);
    expect(await contentFits('jpg', hex('ffd8ffe000104a464946'))).toBe(true);
  });

  it('fits content to its extension: Office Open XML by its part folder, text without NUL bytes', async () => {
    const docx = makeZip([{ name: 'word/document.xml', content: '<w:document/>' }]);
    expect(await contentFits('docx', docx)).toBe(true);
    expect(await contentFits('xlsx', docx)).toBe(false);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('表1').addRow(['申请号']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(await contentFits('xlsx', xlsx)).toBe(true);
    expect(await contentFits('docx', xlsx)).toBe(false);
    // A zip signature followed by a part name is no archive: refused for docx, a zip for .zip (its listing says unreadable).
    expect(await contentFits('docx', Buffer.concat([hex('504b0304'), Buffer.from('word/document.xml')]))).toBe(false);
    expect(await contentFits('zip', Buffer.concat([hex('504b0304'), Buffer.alloc(100)]))).toBe(true);
    expect(await contentFits('png', Buffer.from('<svg onload=alert(1)>'))).toBe(false);
    expect(await contentFits('txt', Buffer.from('<?xml version="1.0"?><a/>'))).toBe(true);
    expect(await contentFits('txt', hex('4d5a9000'))).toBe(false);
    expect(await contentFits('exe', hex('4d5a9000'))).toBe(false);
  });

  it('reads a zip\'s entry names from its central directory', async () => {
    expect(await zipEntryNames(makeZip([{ name: 'a/' }, { name: 'a/b.txt', content: 'b' }]))).toEqual(['a/', 'a/b.txt']);
    expect(await zipEntryNames(Buffer.from('not a zip'))).toBeUndefined();
  });
});
