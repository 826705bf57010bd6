import { PDFParse } from 'pdf-parse';

/** The text of a PDF (pdf-parse), pages joined, whitespace runs made single spaces. */
export async function pdfText(data: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
