/**
 * The sign's code, drawn in the browser with the qrcode library: an SVG for the screen, the
 * print sheet and the SVG download, and a large PNG made on demand. Error correction level Q
 * still scans with a quarter of the code marked on or worn away.
 */
import QRCode from "qrcode";
import { useEffect, useState } from "react";

const OPTIONS = { errorCorrectionLevel: "Q", margin: 4 } as const;
const PNG_WIDTH = 1200;
const SVG_WIDTH = 1024;

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg", width: SVG_WIDTH });
}

export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { ...OPTIONS, type: "image/png", width: PNG_WIDTH });
}

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The SVG of `text`, or null while it is drawn; `onError` hears when it cannot be. */
export function useQrSvg(text: string, onError: (message: string) => void): string | null {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(text).then(
      (svg) => {
        if (current) setDrawn({ text, svg });
      },
      (error: unknown) => {
        if (current) onError(`The QR code could not be drawn: ${String(error)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [text, onError]);
  return drawn?.text === text ? drawn.svg : null;
}

/** Saves `href` (a data: address) under `fileName` through the browser's download. */
export function download(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
