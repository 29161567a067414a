/** SPEC §9: zoom choices 0 to 22, 0 fully zoomed out. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;

export interface ZoomOption {
  value: number;
  label: string;
}

/** Every choice, the ends and the default explained. */
export function zoomOptions(defaultLevel: number): ZoomOption[] {
  return Array.from({ length: MAX_ZOOM - MIN_ZOOM + 1 }, (_, i) => {
    const value = MIN_ZOOM + i;
    const notes = [
      value === MIN_ZOOM && "whole world",
      value === MAX_ZOOM && "closest",
      value === defaultLevel && "default",
    ].filter(Boolean);
    return { value, label: notes.length ? `${value} (${notes.join(", ")})` : String(value) };
  });
}
