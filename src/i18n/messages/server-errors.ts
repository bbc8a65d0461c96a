import { EDGE_MESSAGES } from "../../contract/errors";
import { FILE_MESSAGES } from "../../domain/files";
import { INTEGER_MESSAGES } from "../../domain/integers";
import { TARIFF_MESSAGES } from "../../domain/tariff";
import { defineMessages } from "..";

/**
 * The server's own messages that arrive as data in the envelope (src/contract/errors.ts): the
 * zh-CN texts are those messages word for word, so keyOfSource finds their other language.
 */
export const serverErrorMessages = defineMessages(
  {
    badCharacters: EDGE_MESSAGES.badCharacters,
    waybillConflict: EDGE_MESSAGES.waybillConflict,
    pdfTooComplex: EDGE_MESSAGES.pdfTooComplex,
    recognitionBusy: EDGE_MESSAGES.recognitionBusy,
    tooManyRequests: EDGE_MESSAGES.tooManyRequests,
    exportBusy: EDGE_MESSAGES.exportBusy,
    tariffImportTooLarge: TARIFF_MESSAGES.tooLarge,
    tariffImportBusy: TARIFF_MESSAGES.importBusy,
    integerOutOfRange: INTEGER_MESSAGES.outOfRange,
    badFileName: FILE_MESSAGES.badName,
  },
  {
    badCharacters: "The request contains characters that are not allowed",
    waybillConflict: "Someone else changed this waybill. Reload it and try again.",
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
  },
);
