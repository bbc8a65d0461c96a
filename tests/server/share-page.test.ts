import { QRCodeSVG } from "qrcode.react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { qrMarkup, trackPageHtml } from "../../server/http/share-page.ts";
import { SHARE_QR } from "../../src/domain/share-view.ts";

const SKELETON =
  '<div class="mt-3 flex" aria-hidden="true"><div class="h-3 w-16"></div><div class="mt-2 h-6"></div></div>';
const PAGE = `<html><body><div id="root"><header><!--share-head-->${SKELETON}<!--/share-head--></header></div></body></html>`;
const BASE = "http://localhost:8080/externalOrderTrack";
const O = `AF${"a".repeat(43)}`;

describe("the tracking page's HTML", () => {
  it("shows the link's code where the order number goes, in the link's language", () => {
    const zh = trackPageHtml(PAGE, `${BASE}?o=${O}&code=784-55123401_SHA25110001`, null);
    expect(zh).toContain(">订单号</p>");
    expect(zh).toMatch(/<h1 [^>]*>784-55123401_SHA25110001<\/h1>/);
    expect(zh).not.toContain("share-head");
    expect(zh).not.toContain("h-3 w-16");
    const en = trackPageHtml(PAGE, `${BASE}?o=${O}&code=X1&lang=en`, null);
    expect(en).toContain(">Order no.</p>");
  });

  it("escapes the code and the link, and leaves out a code that is too long", () => {
    const hostile = encodeURIComponent(`<script>alert("x")</script>&'`);
    const page = trackPageHtml(PAGE, `${BASE}?o=${O}&code=${hostile}`, null);
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</h1>");
    const long = trackPageHtml(PAGE, `${BASE}?o=${O}&code=${"A".repeat(65)}`, null);
    expect(long).toContain(SKELETON);
    expect(long).not.toContain("<h1");
  });

  it("keeps the placeholders when the link has no code", () => {
    expect(trackPageHtml(PAGE, `${BASE}?o=${O}`, null)).toContain(SKELETON);
  });

  it("draws the QR code of the page's own address, as the browser would", () => {
    const href = `${BASE}?o=${O}&code=X1`;
    const page = trackPageHtml(PAGE, href, null);
    const expected = renderToStaticMarkup(
      createElement(QRCodeSVG, { value: href, ...SHARE_QR, "aria-hidden": true }),
    );
    expect(page).toContain(
      `<template id="share-qr" data-link="${href.replace("&", "&amp;")}">${expected}</template></body>`,
    );
    expect(qrMarkup(href)).toBe(expected);
    expect(expected).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it("uses PUBLIC_URL for the link behind a proxy, and draws nothing without a token", () => {
    const page = trackPageHtml(PAGE, `${BASE}?o=${O}`, "https://track.example.com/");
    expect(page).toContain(`data-link="https://track.example.com/externalOrderTrack?o=${O}"`);
    expect(trackPageHtml(PAGE, `${BASE}?code=X1`, null)).not.toContain("<template");
  });
});
