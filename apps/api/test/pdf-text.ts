import { PDFParse } from 'pdf-parse';

/**
 * The text of a PDF (pdf-parse), pages joined, whitespace runs made single spaces; `pageTexts`
 * each page's, the same way.
 */
export async function pdfText(
  data: Buffer | Uint8Array,
): Promise<{ text: string; pages: number; pageTexts: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    const words = (text: string) => text.replace(/\s+/g, ' ');
    return {
      text: words(result.text),
      pages: result.total,
      pageTexts: result.pages.map((p) => words(p.text)),
    };
  } finally {
    await parser.destroy();
  }
}
