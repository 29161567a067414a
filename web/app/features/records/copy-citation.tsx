/**
 * The citation text and its 'Copy citation' button (SPEC §5 format, §8 messages). Copying needs
 * the page's scripts: until they run the button is shown disabled (the text can still be selected).
 */
import { useId, useState } from "react";
import { track } from "../../lib/analytics";
import { useInteractive } from "../tours/use-interactive";
import { buildCitation, type CitationParts } from "./citation";

type CopyState = "idle" | "copied" | "failed";

interface Props {
  parts: CitationParts;
  /** The citation as of the page's rendering; copying dates it afresh. */
  citation: string;
  slug: string;
}

export function CopyCitation({ parts, citation, slug }: Props) {
  const [state, setState] = useState<CopyState>("idle");
  const headingId = useId();
  const interactive = useInteractive();

  const copy = async () => {
    try {
      // Clipboard access exists only in secure contexts; its absence is a copy error too.
      await navigator.clipboard.writeText(buildCitation(parts, new Date()));
      setState("copied");
      track("Record", "CitationCopied", slug);
    } catch {
      setState("failed");
    }
  };

  return (
    <section className="record-citation" aria-labelledby={headingId}>
      <h2 id={headingId}>Citation</h2>
      <p className="record-citation__text">{citation}</p>
      <div className="record-citation__actions">
        <button
          type="button"
          className="button record-citation__button"
          disabled={!interactive}
          onClick={() => void copy()}
        >
          Copy citation
        </button>
        <p
          role="status"
          className={
            state === "failed" ? "record-citation__status is-error" : "record-citation__status"
          }
        >
          {state === "copied" && "Copied to clipboard"}
          {state === "failed" && "Copy error"}
        </p>
      </div>
    </section>
  );
}
