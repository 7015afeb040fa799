// The Italian formats: IBAN (ISO 13616 mod-97), both forms of fiscal code with their real
// check characters, phone numbers, http(s) addresses, postal and province codes.
import { describe, expect, it } from 'vitest';
import {
  isFiscalCode,
  isHttpUrl,
  isIban,
  isNumericFiscalCode,
  isPersonalFiscalCode,
  isPhoneNumber,
  isPostalCode,
  isProvinceCode,
  isYoutubeVideoId,
  normaliseIban,
} from './formats.js';

describe('IBAN', () => {
  it('accepts valid IBANs, with spaces and small letters', () => {
    expect(isIban('IT60X0542811101000000123456')).toBe(true);
    expect(isIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(normaliseIban(' it60 x054 2811 1010 0000 0123 456 ')).toBe(
      'IT60X0542811101000000123456',
    );
  });

  it('refuses a wrong check, a wrong Italian length and junk', () => {
    expect(isIban('IT61X0542811101000000123456')).toBe(false);
    expect(isIban('IT60X0542811101000000123457')).toBe(false);
    expect(isIban('IT60X054281110100000012345')).toBe(false);
    expect(isIban('IT60X05428111010000001234567')).toBe(false);
    expect(isIban('')).toBe(false);
    expect(isIban('IBAN')).toBe(false);
    expect(isIban(42)).toBe(false);
  });
});

describe('fiscal code', () => {
  it('checks an association’s 11 digits by their check digit', () => {
    expect(isNumericFiscalCode('01234567897')).toBe(true);
    expect(isNumericFiscalCode('13669721006')).toBe(true);
    expect(isNumericFiscalCode('01234567890')).toBe(false);
    expect(isNumericFiscalCode('1234567890')).toBe(false);
    expect(isNumericFiscalCode('0123456789A')).toBe(false);
  });

  it('checks a person’s 16 characters by their check character', () => {
    expect(isPersonalFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isPersonalFiscalCode('MRTMTT91D08F205J')).toBe(true);
    expect(isPersonalFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isPersonalFiscalCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isPersonalFiscalCode('rssmra85t10a562s')).toBe(false);
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('01234567897')).toBe(true);
    expect(isFiscalCode('X')).toBe(false);
  });
});

describe('phone, URL, postal code, province, YouTube id', () => {
  it('phone numbers: digits, spaces and a leading +', () => {
    expect(isPhoneNumber('0123 456789')).toBe(true);
    expect(isPhoneNumber('+39 06 1234567')).toBe(true);
    expect(isPhoneNumber('800 123 456')).toBe(true);
    expect(isPhoneNumber('06-1234567')).toBe(false);
    expect(isPhoneNumber('39+061234567')).toBe(false);
    expect(isPhoneNumber('123')).toBe(false);
  });

  it('URLs: http and https only', () => {
    expect(isHttpUrl('https://cri.it')).toBe(true);
    expect(isHttpUrl('http://www.example.org/a?b=c')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://cri.it')).toBe(false);
    expect(isHttpUrl('/servizi')).toBe(false);
    expect(isHttpUrl('data:text/html,x')).toBe(false);
  });

  it('postal codes, provinces and YouTube ids', () => {
    expect(isPostalCode('00100')).toBe(true);
    expect(isPostalCode('0010')).toBe(false);
    expect(isPostalCode('00100a')).toBe(false);
    expect(isProvinceCode('RM')).toBe(true);
    expect(isProvinceCode('Rm')).toBe(false);
    expect(isProvinceCode('ROM')).toBe(false);
    expect(isYoutubeVideoId('dQw4w9WgXcQ')).toBe(true);
    expect(isYoutubeVideoId('dQw4w9WgXc')).toBe(false);
    expect(isYoutubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe(false);
  });
});
