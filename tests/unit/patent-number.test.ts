import { describe, expect, it } from 'vitest';
import { applicationCheckDigit, formatApplicationNo, makeApplicationNo, parseApplicationNo } from '../../src/common/patents/application-number.ts';
import { kindAllowedOn, kindFor, parsePublicationNo } from '../../src/common/patents/publication-number.ts';

describe('application number check digit', () => {
  it.each([
    // sum of digit x weight (2..9 repeating) mod 11, computed by hand
    ['200410012345', '5'], // 2*2+0+0+4*5+1*6+0+0+1*9+2*2+3*3+4*4+5*5 = 93 -> 5
    ['201910123456', 'X'], // remainder 10 is written X
    ['202120000001', '1'],
    ['98100001', '0'],
    ['03100123', '8'],
  ])('%s -> %s', (digits, check) => {
    expect(applicationCheckDigit(digits)).toBe(check);
  });
});

describe('parseApplicationNo', () => {
  it.each([
    'CN200410012345.5', '200410012345.5', '2004100123455', 'cn 2004 1001 2345.5', 'ZL200410012345.5', ' CN200410012345 . 5 ',
  ])('accepts %s and normalises it', (input) => {
    const parsed = parseApplicationNo(input);
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ normalized: '2004100123455', formatted: 'CN200410012345.5', year: 2004, typeDigit: '1', form: 'current' }) });
  });

  it('accepts an X check digit in either case', () => {
    expect(parseApplicationNo('201910123456.x')).toMatchObject({ ok: true, value: { formatted: 'CN201910123456.X' } });
  });

  it('reads the legacy 8-digit form with the type digit third', () => {
    expect(parseApplicationNo('98100001.0')).toMatchObject({ ok: true, value: { form: 'legacy', year: 1998, typeDigit: '1', formatted: 'CN98100001.0' } });
    expect(parseApplicationNo('CN03100123.8')).toMatchObject({ ok: true, value: { year: 2003, typeDigit: '1' } });
  });

  it('rejects a wrong check digit', () => {
    expect(parseApplicationNo('CN200410012345.6')).toEqual({ ok: false, error: 'applicationNoCheckDigit' });
    expect(parseApplicationNo('201910123456.0')).toEqual({ ok: false, error: 'applicationNoCheckDigit' });
  });

  it('rejects a type digit other than 1, 2, 3, 8, 9', () => {
    expect(parseApplicationNo(`200450012345.${applicationCheckDigit('200450012345')}`)).toEqual({ ok: false, error: 'applicationNoType' });
    expect(parseApplicationNo(`98400001.${applicationCheckDigit('98400001')}`)).toEqual({ ok: false, error: 'applicationNoType' });
  });

  it.each(['', 'CN2004100123', '20041001234555', 'CN2004A0012345.5', '200410012345.', '2004-1001-2345.5'])('rejects the malformed %j', (input) => {
    expect(parseApplicationNo(input)).toEqual({ ok: false, error: 'applicationNoFormat' });
  });

  it('rejects a 12-digit number before the form existed (2003) and an 8-digit one after', () => {
    expect(parseApplicationNo(`199810012345.${applicationCheckDigit('199810012345')}`)).toEqual({ ok: false, error: 'applicationNoFormat' });
    expect(parseApplicationNo(`05100001.${applicationCheckDigit('05100001')}`)).toEqual({ ok: false, error: 'applicationNoFormat' });
  });

  it('requires the check digit unless asked to complete it', () => {
    expect(parseApplicationNo('200410012345')).toEqual({ ok: false, error: 'applicationNoFormat' });
    expect(parseApplicationNo('200410012345', { requireCheckDigit: false })).toMatchObject({ ok: true, value: { formatted: 'CN200410012345.5' } });
    expect(formatApplicationNo('CN 201910123456')).toBe('CN201910123456.X');
    expect(formatApplicationNo('nonsense')).toBe('nonsense');
  });

  it('builds numbers from parts with the right check digit', () => {
    expect(makeApplicationNo(2021, '2', 1)).toMatchObject({ formatted: 'CN202120000001.1', normalized: '2021200000011' });
  });
});

describe('parsePublicationNo', () => {
  it('accepts CN + digits + kind code with or without the prefix', () => {
    expect(parsePublicationNo('CN110123456A')).toEqual({ ok: true, value: { digits: '110123456', kind: 'A', normalized: '110123456A', formatted: 'CN110123456A' } });
    expect(parsePublicationNo('cn 1234567 c')).toMatchObject({ ok: true, value: { formatted: 'CN1234567C' } });
  });

  it('allows C, Y, D only before 1 April 2010 and B, U, S only from then', () => {
    expect(parsePublicationNo('CN1234567C', { date: '2008-05-01' }).ok).toBe(true);
    expect(parsePublicationNo('CN101234567C', { date: '2012-05-01' })).toEqual({ ok: false, error: 'publicationNoKindDate' });
    expect(parsePublicationNo('CN201234567Y', { date: '2010-04-01' })).toEqual({ ok: false, error: 'publicationNoKindDate' });
    expect(parsePublicationNo('CN201234567U', { date: '2010-04-01' }).ok).toBe(true);
    expect(parsePublicationNo('CN301234567S', { date: '2009-12-31' })).toEqual({ ok: false, error: 'publicationNoKindDate' });
    expect(parsePublicationNo('CN1234567A', { date: '2003-01-01' }).ok).toBe(true);
    expect(parsePublicationNo('CN110123456A', { date: '2024-01-01' }).ok).toBe(true);
  });

  it('checks the kind code against the patent type', () => {
    expect(parsePublicationNo('CN210123456U', { type: 'newKind' }).ok).toBe(true);
    expect(parsePublicationNo('CN210123456U', { type: 'invent' })).toEqual({ ok: false, error: 'publicationNoKindType' });
    expect(parsePublicationNo('CN310123456S', { type: 'exterior', date: '2020-01-01' }).ok).toBe(true);
  });

  it.each(['CN110123456', 'CN110123456E', '110123456AB', 'CN12345A', 'US2020123456A1'])('rejects the malformed %j', (input) => {
    expect(parsePublicationNo(input)).toEqual({ ok: false, error: 'publicationNoFormat' });
  });

  it('gives the kind code a publication gets', () => {
    expect(kindFor('invent', false, '2020-01-01')).toBe('A');
    expect(kindFor('invent', true, '2009-01-01')).toBe('C');
    expect(kindFor('inventSQ', true, '2015-01-01')).toBe('B');
    expect(kindFor('newKind', true, '2010-03-31')).toBe('Y');
    expect(kindFor('exterior', true, '2010-04-01')).toBe('S');
    expect(kindAllowedOn('A', '1990-01-01')).toBe(true);
  });
});
