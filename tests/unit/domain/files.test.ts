import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_EXTENSIONS,
  checkAttachmentFile,
  checkImageFile,
  FILE_MESSAGES,
  FILE_NAME_MAX,
  fileExtension,
  IMAGE_EXTENSIONS,
  isFileNameOk,
  looksLikeText,
} from "../../../src/domain/files";
import { chatMessages } from "../../../src/i18n/messages/chat";
import { orderMessages } from "../../../src/i18n/messages/order";
import { serverErrorMessages } from "../../../src/i18n/messages/server-errors";

function bytes(...values: number[]): Uint8Array {
  return Uint8Array.from(values);
}

function ascii(text: string, ...tail: number[]): Uint8Array {
  return bytes(...Array.from(text, (char) => char.charCodeAt(0)), ...tail);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const HEADS = {
  pdf: ascii("%PDF-1.7\n"),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46),
  bmp: ascii("BM", 0x36, 0x00, 0x0c, 0x00),
  zip: ascii("PK", 0x03, 0x04, 0x14, 0x00, 0x06, 0x00),
  zipEmpty: ascii("PK", 0x05, 0x06, 0, 0, 0, 0),
  zipSpanned: ascii("PK", 0x07, 0x08, 0, 0, 0, 0),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  rar4: ascii("Rar!", 0x1a, 0x07, 0x00),
  rar5: ascii("Rar!", 0x1a, 0x07, 0x01, 0x00),
  text: utf8("HAWB list\r\n123-12345675\tLAX\n"),
  utf8Chinese: utf8("主单号：123-12345675\n"),
  gbk: bytes(0xd6, 0xd0, 0xce, 0xc4, 0x0d, 0x0a, 0x41),
  binary: bytes(0x00, 0x01, 0x02, 0x03),
} as const;

describe("fileExtension", () => {
  it.each<[string, string]>([
    ["photo.jpg", "JPG"],
    ["PHOTO.JPEG", "JPEG"],
    ["a.b.c.Png", "PNG"],
    [" report.pdf ", "PDF"],
    ["noext", ""],
    [".png", ""],
    ["trailing.", ""],
  ])("%j -> %j", (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe("checkImageFile", () => {
  it.each<[string, Uint8Array]>([
    ["a.jpg", HEADS.jpeg],
    ["a.JPG", HEADS.jpeg],
    ["a.jpeg", HEADS.jpeg],
    ["a.Jpeg", HEADS.jpeg],
    ["a.png", HEADS.png],
    ["a.PNG", HEADS.png],
    ["a.bmp", HEADS.bmp],
    ["货物照片.BMP", HEADS.bmp],
  ])("accepts %s", (name, head) => {
    expect(checkImageFile(name, head)).toBeNull();
  });

  it.each<[string, Uint8Array, string]>([
    ["a.gif", ascii("GIF89a"), FILE_MESSAGES.imageType],
    ["a.pdf", HEADS.pdf, FILE_MESSAGES.imageType],
    ["a.webp", ascii("RIFF"), FILE_MESSAGES.imageType],
    ["jpg", HEADS.jpeg, FILE_MESSAGES.imageType],
    ["a.jpg.exe", HEADS.jpeg, FILE_MESSAGES.imageType],
    ["a.png", HEADS.jpeg, FILE_MESSAGES.mismatch],
    ["a.jpg", HEADS.png, FILE_MESSAGES.mismatch],
    ["a.jpg", bytes(0xff, 0xd8), FILE_MESSAGES.mismatch],
    ["a.png", bytes(0x89, 0x50, 0x4e, 0x47), FILE_MESSAGES.mismatch],
    ["a.bmp", ascii("B"), FILE_MESSAGES.mismatch],
    ["a.bmp", HEADS.text, FILE_MESSAGES.mismatch],
    ["a.jpg", new Uint8Array(0), FILE_MESSAGES.empty],
  ])("rejects %s", (name, head, message) => {
    expect(checkImageFile(name, head)).toBe(message);
  });

  it("keeps the message wording", () => {
    expect(FILE_MESSAGES.imageType).toBe("图片仅支持 JPG、JPEG、BMP、PNG 格式");
    expect(FILE_MESSAGES.mismatch).toBe("文件内容与扩展名不符");
  });
});

describe("checkAttachmentFile", () => {
  it.each<[string, Uint8Array]>([
    ["a.pdf", HEADS.pdf],
    ["A.PDF", HEADS.pdf],
    ["a.doc", HEADS.ole],
    ["a.xls", HEADS.ole],
    ["a.docx", HEADS.zip],
    ["a.xlsx", HEADS.zip],
    ["a.ofd", HEADS.zip],
    ["a.zip", HEADS.zip],
    ["a.zip", HEADS.zipEmpty],
    ["a.zip", HEADS.zipSpanned],
    ["a.rar", HEADS.rar4],
    ["a.rar", HEADS.rar5],
    ["a.txt", HEADS.text],
    ["a.txt", HEADS.utf8Chinese],
    ["a.txt", HEADS.gbk],
    ["a.txt", utf8("\uFEFFBOM first")],
    ["a.txt", utf8("主单").subarray(0, 5)],
    ["a.jpg", HEADS.jpeg],
    ["a.jpeg", HEADS.jpeg],
    ["a.bmp", HEADS.bmp],
    ["a.png", HEADS.png],
  ])("accepts %s", (name, head) => {
    expect(checkAttachmentFile(name, head)).toBeNull();
  });

  it.each<[string, Uint8Array, string]>([
    ["a.exe", ascii("MZ"), FILE_MESSAGES.attachmentType],
    ["a.7z", bytes(0x37, 0x7a, 0xbc, 0xaf), FILE_MESSAGES.attachmentType],
    ["a.csv", HEADS.text, FILE_MESSAGES.attachmentType],
    ["a.pptx", HEADS.zip, FILE_MESSAGES.attachmentType],
    ["readme", HEADS.text, FILE_MESSAGES.attachmentType],
    ["a.pdf", HEADS.zip, FILE_MESSAGES.mismatch],
    ["a.pdf", ascii("%PD"), FILE_MESSAGES.mismatch],
    ["a.doc", HEADS.zip, FILE_MESSAGES.mismatch],
    ["a.docx", HEADS.ole, FILE_MESSAGES.mismatch],
    ["a.xlsx", HEADS.zipEmpty, FILE_MESSAGES.mismatch],
    ["a.xls", bytes(0xd0, 0xcf, 0x11, 0xe0), FILE_MESSAGES.mismatch],
    ["a.ofd", HEADS.pdf, FILE_MESSAGES.mismatch],
    ["a.zip", HEADS.rar4, FILE_MESSAGES.mismatch],
    ["a.rar", HEADS.zip, FILE_MESSAGES.mismatch],
    ["a.rar", ascii("Rar!"), FILE_MESSAGES.mismatch],
    ["a.txt", HEADS.binary, FILE_MESSAGES.mismatch],
    ["a.txt", bytes(0x41, 0x00, 0x42), FILE_MESSAGES.mismatch],
    ["a.txt", bytes(0x41, 0x07, 0x42), FILE_MESSAGES.mismatch],
    ["a.txt", HEADS.png, FILE_MESSAGES.mismatch],
    ["a.txt", bytes(0x41, 0xff, 0xfe, 0x42), FILE_MESSAGES.mismatch],
    ["a.png", HEADS.text, FILE_MESSAGES.mismatch],
    ["a.pdf", new Uint8Array(0), FILE_MESSAGES.empty],
    ["a.txt", new Uint8Array(0), FILE_MESSAGES.empty],
  ])("rejects %s", (name, head, message) => {
    expect(checkAttachmentFile(name, head)).toBe(message);
  });

  it("lists every allowed extension in its message", () => {
    for (const extension of ATTACHMENT_EXTENSIONS) {
      expect(FILE_MESSAGES.attachmentType).toContain(extension);
    }
    expect(IMAGE_EXTENSIONS.every((ext) => ATTACHMENT_EXTENSIONS.includes(ext))).toBe(true);
  });
});

describe("looksLikeText", () => {
  it.each<[string, Uint8Array, boolean]>([
    ["ASCII with CRLF and tab", HEADS.text, true],
    ["UTF-8 Chinese", HEADS.utf8Chinese, true],
    ["UTF-8 cut mid-character", utf8("运单").subarray(0, 4), true],
    ["UTF-8 emoji", utf8("ok 📦"), true],
    ["GBK Chinese", HEADS.gbk, true],
    ["GBK cut after lead byte", bytes(0x41, 0xd6), true],
    ["GB18030 four-byte", bytes(0x81, 0x30, 0x81, 0x30), true],
    ["DOS EOF marker", ascii("end", 0x1a), true],
    ["NUL byte", bytes(0x41, 0x00), false],
    ["bell control", bytes(0x07), false],
    ["UTF-16LE with BOM", bytes(0xff, 0xfe, 0x41, 0x00), false],
    ["0xFF lead byte", bytes(0x41, 0xff, 0x41), false],
    ["GBK lead with bad trail", bytes(0xd6, 0x20), false],
  ])("%s -> %s", (_label, head, expected) => {
    expect(looksLikeText(head)).toBe(expected);
  });
});

describe("isFileNameOk (issue 33)", () => {
  it("takes ordinary names, Chinese, spaces, and up to FILE_NAME_MAX characters", () => {
    for (const name of [
      "a.png",
      "货物 照片 (1).JPG",
      ".env",
      `${"名".repeat(FILE_NAME_MAX - 4)}.pdf`,
    ]) {
      expect(isFileNameOk(name), name).toBe(true);
    }
  });

  it("refuses blank names, longer ones, control characters and bidi overrides", () => {
    for (const name of [
      "",
      "   ",
      `${"x".repeat(FILE_NAME_MAX - 3)}.png`,
      "a\u0000.png",
      "a\t.png",
      "a\n.png",
      "a\u007f.png",
      "a\u009f.png",
      "evil\u202egnp.exe",
      "a\u2066b.pdf",
    ]) {
      expect(isFileNameOk(name), JSON.stringify(name)).toBe(false);
    }
  });

  it("counts characters, not UTF-16 units: 200 emoji are a good name", () => {
    expect(isFileNameOk(`${"😀".repeat(FILE_NAME_MAX - 4)}.png`)).toBe(true);
  });

  it("has its message word for word in the order, chat and server catalogues", () => {
    expect(orderMessages["zh-CN"].fileBadName).toBe(FILE_MESSAGES.badName);
    expect(chatMessages["zh-CN"].fileName).toBe(FILE_MESSAGES.badName);
    expect(serverErrorMessages["zh-CN"].badFileName).toBe(FILE_MESSAGES.badName);
  });
});
