import { RECOGNITION_MESSAGES } from "../../src/domain/address-recognition.ts";
import { ApiError } from "../http/envelope.ts";

/**
 * The text layer of a PDF, page after page. unpdf bundles a serverless PDF.js build: pure
 * JavaScript, no native binaries, loaded on first use so the server starts without it.
 * A file PDF.js cannot open answers 400 with a Chinese message; one that opens but holds no
 * text (a scan) answers the same with its own message.
 */
export async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  let text: string;
  try {
    // PDF.js takes ownership of the buffer it is given; pass a copy.
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    try {
      const result = await extractText(pdf, { mergePages: true });
      text = result.text;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    throw new ApiError(400, RECOGNITION_MESSAGES.pdfUnreadable);
  }
  if (text.replace(/\s+/g, "") === "") throw new ApiError(400, RECOGNITION_MESSAGES.pdfNoText);
  return text.slice(0, maxChars);
}
