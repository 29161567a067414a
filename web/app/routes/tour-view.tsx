/**
 * One view of a tour (intro, stop or outro). The tour layout (routes/tour.tsx) draws every view
 * itself, so the audio element and the loaded stops stay alive while the visitor moves on.
 */
export default function TourViewSlot() {
  return null;
}
