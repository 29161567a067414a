/** Long text cut to about 175 px under a fade until 'View More' (SPEC §4 Collapsing, §9). */
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { InlineScript } from "../../../lib/inline-script";

export const COLLAPSED_HEIGHT_PX = 175;
/** Text at most this tall is shown whole, with no 'View More'. */
const FITS_PX = COLLAPSED_HEIGHT_PX + 24;

/**
 * Run by the server's page as it is parsed, at the end of its <main>: text short enough to show
 * whole is marked, and the stylesheet shows it so until the page's scripts measure it too.
 * Otherwise its 'View More' would vanish when they did, moving everything below it. Not beside
 * each text: the parser may paint a frame after a script, and one between a stop's heading and
 * its player showed the player a frame later.
 */
const MARK_FITTING_TEXT = `document.querySelectorAll(".collapsible").forEach(function(c){if(c.firstElementChild.scrollHeight<=${FITS_PX})c.setAttribute("data-fits","")})`;

/** Goes last in the <main> of a page with Collapsible text. */
export function MarkFittingText() {
  // Only the server's HTML needs its text: once the page runs, it has run.
  return <InlineScript code={import.meta.env.SSR ? MARK_FITTING_TEXT : ""} />;
}

// useLayoutEffect warns during the server render; there the text simply starts collapsed.
const useBrowserLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

export function Collapsible({
  children,
  onToggle,
}: {
  children: ReactNode;
  onToggle?(open: boolean): void;
}) {
  const body = useRef<HTMLDivElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  // Until measured the text is treated as long, so the server page and the first paint agree.
  const [fits, setFits] = useState(false);

  useBrowserLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setFits(element.scrollHeight <= FITS_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  const collapsed = !open && !fits;
  return (
    <div className="collapsible">
      <div
        ref={body}
        id={id}
        className={
          collapsed ? "collapsible__body collapsible__body--collapsed" : "collapsible__body"
        }
      >
        {children}
      </div>
      {!fits && (
        <button
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            onToggle?.(!open);
          }}
        >
          {open ? "View Less" : "View More"}
        </button>
      )}
    </div>
  );
}
