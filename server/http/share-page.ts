import { QRCodeSVG } from "qrcode.react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SHARE_QR, SHARE_QR_TEMPLATE_ID } from "../../src/domain/share-view.ts";

const HEAD_START = "<!--share-head-->";
const HEAD_END = "<!--/share-head-->";
const MAX_CODE = 64;
const MAX_LINK = 512;
const QR_CACHE_MAX = 500;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const qrCache = new Map<string, string>();

/** The QR code of `link` as the browser's QRCodeSVG would draw it (decorative: the page names it). */
export function qrMarkup(link: string): string {
  let svg = qrCache.get(link);
  if (svg === undefined) {
    svg = renderToStaticMarkup(
      createElement(QRCodeSVG, { value: link, ...SHARE_QR, "aria-hidden": true }),
    );
    if (qrCache.size >= QR_CACHE_MAX) {
      const oldest = qrCache.keys().next().value;
      if (oldest !== undefined) qrCache.delete(oldest);
    }
    qrCache.set(link, svg);
  }
  return svg;
}

function headWithCode(code: string, english: boolean): string {
  return (
    '<div class="mt-3 flex items-start gap-4"><div class="min-w-0 flex-1">' +
    `<p class="text-xs text-white/80">${english ? "Order no." : "订单号"}</p>` +
    '<h1 class="mt-0.5 font-mono text-xl leading-7 font-semibold tracking-tight break-all sm:text-2xl">' +
    `${escapeHtml(code)}</h1>` +
    '<div class="mt-3 h-5 w-2/5 max-w-40 rounded bg-white/25" aria-hidden="true"></div>' +
    '<div class="mt-3 h-4 w-3/5 max-w-56 rounded bg-white/20" aria-hidden="true"></div></div>' +
    '<div class="h-[136px] w-[120px] shrink-0 rounded-md bg-white/90" aria-hidden="true"></div></div>'
  );
}

/**
 * The tracking page's HTML for one request. The link's code label is known from the address, so
 * the first paint already shows it where the order number goes (the page's largest text), and
 * the QR code of the page's own link is drawn here once, so a phone does not spend a long task
 * encoding it; the page uses it when its address is the one the server saw (else it draws its
 * own). Codes and links are escaped; anything too long is simply left out.
 */
export function trackPageHtml(
  html: string,
  requestUrl: string,
  publicUrl: string | null | undefined,
): string {
  const url = new URL(requestUrl);
  let page = html;
  const code = url.searchParams.get("code")?.trim() ?? "";
  const start = page.indexOf(HEAD_START);
  const end = page.indexOf(HEAD_END);
  if (code && code.length <= MAX_CODE && start >= 0 && end > start) {
    const lang = url.searchParams.get("lang")?.trim().toLowerCase();
    const english = lang === "en" || lang === "en-us";
    page = page.slice(0, start) + headWithCode(code, english) + page.slice(end + HEAD_END.length);
  }
  const base = publicUrl ? publicUrl.replace(/\/+$/, "") : url.origin;
  const link = `${base}${url.pathname}${url.search}`;
  if (url.searchParams.get("o") && link.length <= MAX_LINK) {
    const template = `<template id="${SHARE_QR_TEMPLATE_ID}" data-link="${escapeHtml(link)}">${qrMarkup(link)}</template>`;
    page = page.replace("</body>", `${template}</body>`);
  }
  return page;
}
