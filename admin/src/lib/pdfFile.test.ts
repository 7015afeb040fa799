import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../config';
import {
  PDF_ONLY_MESSAGE,
  PDF_TOO_LARGE_MESSAGE,
  pdfFileProblem,
  requirePdf,
  validatePdf,
} from './pdfFile';

const pdf = (size: number, name = 'bilancio.pdf', type = 'application/pdf') => {
  const file = new File(['%PDF-'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('document PDF check', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(pdfFileProblem(pdf(DOCUMENT_MAX_BYTES))).toBeUndefined();
    expect(validatePdf({ rawFile: pdf(1000) })).toBeUndefined();
  });

  it('refuses a PDF over 10 MB', () => {
    expect(pdfFileProblem(pdf(DOCUMENT_MAX_BYTES + 1))).toBe(PDF_TOO_LARGE_MESSAGE);
  });

  it('refuses other file types', () => {
    expect(pdfFileProblem(pdf(10, 'foto.png', 'image/png'))).toBe(PDF_ONLY_MESSAGE);
  });

  it('requires a file on create only through requirePdf', () => {
    expect(requirePdf(undefined)).toBeDefined();
    expect(requirePdf({ rawFile: pdf(10) })).toBeUndefined();
    expect(validatePdf(undefined)).toBeUndefined();
  });
});
