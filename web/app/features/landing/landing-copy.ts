/** The landing pages' sentences whose wording the SPEC fixes (§2 Landing (QR) routes). */

/** Select-tour's heading text; one tour reads 'on 1 tour'. */
export function selectTourText(count: number): string {
  const tours = count === 1 ? "tour" : "tours";
  return `This tour stop is on ${count} ${tours}. Select which tour you would like to take.`;
}

export function stopPositionText(stopNumber: number, stopCount: number, tourTitle: string) {
  return `You are at stop ${stopNumber} of ${stopCount} on the ${tourTitle} tour.`;
}

export const CONTINUE_QUESTION = "Would you like to continue the tour from where you are now?";
