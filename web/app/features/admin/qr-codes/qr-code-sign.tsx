/**
 * The code of a QR sign and everything staff do with it: see it, download it as SVG or PNG
 * (named after the code's label), and print a sign sheet (a print-only copy of the sheet, put
 * straight into <body> so the print styles can leave out the rest of the admin).
 */
import { useState } from "react";
import { createPortal } from "react-dom";
import { useErrors } from "../../../lib/errors-context";
import { qrCodeUrl } from "@tours/shared/browser";
import { codeFileName, isLocalOnly } from "./qr-code-address";
import { download, qrPngDataUrl, svgDataUrl, useQrSvg } from "./qr-code-image";
import "./qr-code-sign.css";

const SIGN_INVITATION = "Scan to hear the story of this place";

interface Props {
  id: string;
  codeLabelName: string;
  locationName: string;
  /** The site's public address (PUBLIC_BASE_URL). */
  siteUrl: string;
  siteName: string;
  /** Downloads and printing wait until the code is saved: before that its address leads nowhere. */
  saved: boolean;
}

export function QrCodeSign({ id, codeLabelName, locationName, siteUrl, siteName, saved }: Props) {
  const { addError } = useErrors();
  const address = qrCodeUrl(siteUrl, id);
  const svg = useQrSvg(address, addError);
  const [makingPng, setMakingPng] = useState(false);

  const downloadPng = async () => {
    setMakingPng(true);
    try {
      download(await qrPngDataUrl(address), codeFileName(codeLabelName, id, "png"));
    } catch (error) {
      addError(`The PNG could not be made: ${String(error)}`);
    } finally {
      setMakingPng(false);
    }
  };

  const sheet = (variant: "preview" | "print") =>
    svg && (
      <SignSheet
        variant={variant}
        image={svgDataUrl(svg)}
        address={address}
        codeLabelName={codeLabelName}
        locationName={locationName}
        siteName={siteName}
      />
    );

  return (
    <section className="qr-sign-panel" aria-labelledby="qr-sign-heading">
      <h2 id="qr-sign-heading">Code and sign</h2>
      <p className="qr-sign-panel__intro">
        The code opens <code className="qr-sign-panel__address">{address}</code>, which sends
        visitors on to the Redirect URL. Change the Redirect URL at any time: the printed sign stays
        the same.
      </p>
      {isLocalOnly(siteUrl) && (
        <p className="admin-field__warning">
          Check before printing: this address only works on this computer, so phones cannot open it.
          Ask whoever runs the site to set its public address (PUBLIC_BASE_URL).
        </p>
      )}
      {sheet("preview") ?? <p role="status">Drawing the code…</p>}
      {saved ? (
        <div className="qr-sign-panel__actions">
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={!svg}
            onClick={() => svg && download(svgDataUrl(svg), codeFileName(codeLabelName, id, "svg"))}
          >
            Download SVG
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={makingPng}
            onClick={() => void downloadPng()}
          >
            {makingPng ? "Making PNG…" : "Download PNG"}
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={!svg}
            onClick={() => window.print()}
          >
            Print sign
          </button>
        </div>
      ) : (
        <p className="admin-field__help">
          Save the QR code to download its image or print its sign: until then the code leads
          nowhere.
        </p>
      )}
      {saved && typeof document !== "undefined" && createPortal(sheet("print"), document.body)}
    </section>
  );
}

interface SheetProps {
  variant: "preview" | "print";
  image: string;
  address: string;
  codeLabelName: string;
  locationName: string;
  siteName: string;
}

/** The printed sign: the code large, the invitation, the place, the label and the address. */
function SignSheet({ variant, image, address, codeLabelName, locationName, siteName }: SheetProps) {
  const size = variant === "print" ? 600 : 220;
  return (
    <div className={`qr-sign qr-sign--${variant}`}>
      <p className="qr-sign__site">{siteName}</p>
      <img
        className="qr-sign__code"
        src={image}
        width={size}
        height={size}
        alt={`QR code that opens ${address}`}
      />
      <p className="qr-sign__invitation">{SIGN_INVITATION}</p>
      {locationName && <p className="qr-sign__location">{locationName}</p>}
      <p className="qr-sign__meta">
        {codeLabelName && <span className="qr-sign__label">{codeLabelName}</span>}
        <span className="qr-sign__address">{address}</span>
      </p>
    </div>
  );
}
