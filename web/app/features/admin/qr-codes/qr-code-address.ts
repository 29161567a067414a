/**
 * The names of downloaded code files, and whether the site's address is one only this computer
 * can reach. (The address a code opens is qrCodeUrl in @tours/shared.)
 */

/** "QR-DT-001.svg"; the code's id when it has no label yet. */
export function codeFileName(label: string, id: string, extension: "svg" | "png"): string {
  const base =
    label
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^[-.]+|[-.]+$/g, "") || `qr-code-${id}`;
  return `${base}.${extension}`;
}

/** True for localhost and 127.x addresses: a phone that scans the sign cannot reach them. */
export function isLocalOnly(siteUrl: string): boolean {
  try {
    const host = new URL(siteUrl).hostname;
    return host === "localhost" || host === "[::1]" || /^127\./.test(host);
  } catch {
    return false;
  }
}
