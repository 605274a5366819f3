import { describe, expect, it } from 'vitest';
import { contentFits, sniffContent } from './sniff-content.ts';

const hex = (h: string) => Buffer.from(h, 'hex');

describe('content sniffing', () => {
  it('knows the common types by their first bytes', () => {
    expect(sniffContent(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffContent(hex('89504e470d0a1a0a0000'))).toBe('png');
    expect(sniffContent(hex('ffd8ffe000104a464946'))).toBe('jpg');
    expect(sniffContent(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffContent(hex('504b030414000000'))).toBe('zip');
    expect(sniffContent(hex('d0cf11e0a1b11ae10000'))).toBe('ole');
    expect(sniffContent(Buffer.from('纯文本 plain text'))).toBe('text');
    expect(sniffContent(hex('4d5a900003000000'))).toBeUndefined();
  });

  it('knows audio and video containers: MP4 (ftyp box), WebM (EBML), MP3 (ID3 tag or frame sync), WAV (RIFF/WAVE)', () => {
    expect(sniffContent(Buffer.concat([hex('00000024'), Buffer.from('ftypisom'), Buffer.alloc(8)]))).toBe('mp4');
    expect(sniffContent(hex('1a45dfa3a3428286810142f7'))).toBe('webm');
    expect(sniffContent(Buffer.concat([Buffer.from('ID3'), hex('0400000000000000')]))).toBe('mp3');
    expect(sniffContent(hex('fffb90440000000000'))).toBe('mp3');
    expect(sniffContent(Buffer.concat([Buffer.from('RIFF'), hex('24080000'), Buffer.from('WAVEfmt ')]))).toBe('wav');
    expect(contentFits('mp4', Buffer.from('%PDF-1.4'))).toBe(false);
    expect(contentFits('jpg', hex('ffd8ffe000104a464946'))).toBe(true);
  });

  it('fits content to its extension: Office Open XML by its part folder, text without NUL bytes', () => {
    expect(contentFits('docx', Buffer.concat([hex('504b0304'), Buffer.from('word/document.xml')]))).toBe(true);
    expect(contentFits('xlsx', Buffer.concat([hex('504b0304'), Buffer.from('word/document.xml')]))).toBe(false);
    expect(contentFits('png', Buffer.from('<svg onload=alert(1)>'))).toBe(false);
    expect(contentFits('txt', hex('4d5a9000'))).toBe(false);
    expect(contentFits('exe', hex('4d5a9000'))).toBe(false);
  });
});
