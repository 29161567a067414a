/** Tour constants without schema code, so the browser can use them (SPEC §3 categories, §9 zooms). */
export const TOUR_CATEGORIES = [
  "Downtown Nashville Tours",
  "Neighborhoods and Campuses",
  "Driving Tours",
  "Tours with Lesson Plans",
] as const;

export const DEFAULT_TOUR_MAP_ZOOM = 12;
export const DEFAULT_NEXT_STOP_MAP_ZOOM = 17;
