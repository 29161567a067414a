/**
 * The reader's text size: three steps, kept in localStorage and shown as
 * <html data-text-size="1|2"> (no attribute at the normal size). styles/base.css scales the root font
 * size from it, so every rem-sized text and space grows together.
 */
export const TEXT_SIZE_KEY = "text-size";

export const TEXT_SIZES = [
  { step: 0, label: "A", name: "Normal text" },
  { step: 1, label: "A+", name: "Larger text" },
  { step: 2, label: "A++", name: "Largest text" },
] as const;

export type TextSizeStep = (typeof TEXT_SIZES)[number]["step"];

/** A stored or attribute value as a step; anything else is the normal size. */
export function parseTextSize(value: string | null | undefined): TextSizeStep {
  return value === "1" ? 1 : value === "2" ? 2 : 0;
}

/**
 * Runs inline in <head> before the first paint, so a reload never flashes the normal size first.
 * Kept tiny and free of imports: it is sent as text.
 */
export const TEXT_SIZE_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(TEXT_SIZE_KEY)});if(s==="1"||s==="2")document.documentElement.dataset.textSize=s}catch(e){}`;
