import { EDGE_MESSAGES } from "../../contract/errors";
import { RECOGNITION_MESSAGES } from "../../domain/address-recognition";
import { FILE_MESSAGES } from "../../domain/files";
import { INTEGER_MESSAGES } from "../../domain/integers";
import { TARIFF_MESSAGES } from "../../domain/tariff";
import { defineMessages } from "..";

/**
 * The server's own messages that arrive as data in the envelope (src/contract/errors.ts, the
 * address recognition's): the zh-CN texts are those messages word for word, so keyOfSource finds
 * their other language. tests/unit/server-errors-catalogue.test.ts keeps every one of them here,
 * each with its English.
 */
export const serverErrorMessages = defineMessages(
  {
    badCharacters: EDGE_MESSAGES.badCharacters,
    waybillConflict: EDGE_MESSAGES.waybillConflict,
    waybillNotFound: EDGE_MESSAGES.waybillNotFound,
    pdfTooComplex: EDGE_MESSAGES.pdfTooComplex,
    recognitionBusy: EDGE_MESSAGES.recognitionBusy,
    tooManyRequests: EDGE_MESSAGES.tooManyRequests,
    exportBusy: EDGE_MESSAGES.exportBusy,
    tariffImportTooLarge: TARIFF_MESSAGES.tooLarge,
    tariffImportBusy: TARIFF_MESSAGES.importBusy,
    integerOutOfRange: INTEGER_MESSAGES.outOfRange,
    badFileName: FILE_MESSAGES.badName,
    smtpPortNotAllowed: EDGE_MESSAGES.smtpPortNotAllowed,
    smtpAddressNotAllowed: EDGE_MESSAGES.smtpAddressNotAllowed,
    recognitionEmpty: RECOGNITION_MESSAGES.empty,
    recognitionTextTooLong: RECOGNITION_MESSAGES.textTooLong,
    recognitionFileTooLarge: RECOGNITION_MESSAGES.fileTooLarge,
    recognitionFileMissing: RECOGNITION_MESSAGES.fileMissing,
    recognitionNotPdf: RECOGNITION_MESSAGES.notPdf,
    recognitionPdfUnreadable: RECOGNITION_MESSAGES.pdfUnreadable,
    recognitionPdfNoText: RECOGNITION_MESSAGES.pdfNoText,
    recognitionNothingFound: RECOGNITION_MESSAGES.nothingFound,
    recognitionNotText: RECOGNITION_MESSAGES.notText,
    recognitionRole: RECOGNITION_MESSAGES.role,
  },
  {
    badCharacters: "The request contains characters that are not allowed",
    waybillConflict: "Someone else changed this waybill. Reload it and try again.",
    waybillNotFound: "The waybill does not exist or has been deleted.",
    pdfTooComplex: "This PDF is too complex to read. Copy its text and paste it instead.",
    recognitionBusy: "Too many recognitions at once. Try again shortly.",
    tooManyRequests: "Too many requests. Wait a moment and try again.",
    exportBusy: "Too many exports are waiting their turn. Try again shortly.",
    tariffImportTooLarge:
      "This spreadsheet is too large once unpacked. Remove what is not needed or split it, then import again.",
    tariffImportBusy:
      "Another tariff import of your organisation is under way. Try again when it has finished.",
    integerOutOfRange: "The request has a number that is not a whole number in the allowed range",
    badFileName:
      "A file name must not be empty, longer than 200 characters or contain control characters",
    smtpPortNotAllowed: "Only ports 25, 454, 465, 587 and 994 are allowed",
    smtpAddressNotAllowed: "Connections to internal network addresses are not allowed",
    recognitionEmpty: "Paste the address text or upload a PDF file",
    recognitionTextTooLong:
      "The address text must not exceed 4000 characters. Paste one address only.",
    recognitionFileTooLarge: "The file must not exceed 2 MB",
    recognitionFileMissing: "Choose the PDF file to upload",
    recognitionNotPdf: "Address recognition reads PDF files only",
    recognitionPdfUnreadable:
      "The PDF cannot be read. Check that it is complete and not encrypted.",
    recognitionPdfNoText:
      "The PDF has no readable text (it may be a scan). Paste the address text instead.",
    recognitionNothingFound: "No address found. Check the text and try again.",
    recognitionNotText:
      "What was pasted is not text (it looks like the PDF file itself). Upload the file under “Upload PDF”.",
    recognitionRole: "The address role must be shipper or consignee",
  },
);
