/**
 * The server's field issues from the last save, kept at their fields until those fields are
 * edited. Stop issues come by position and are kept by stop id, so they follow a moved stop.
 */
import { useState } from "react";
import type { PlacedIssues } from "./save-outcome";
import type { Problem } from "./tour-validation";

const without = (problems: Problem[], fields: string[]) =>
  problems.filter((problem) => !fields.includes(problem.field));

export function useServerIssues() {
  const [tour, setTour] = useState<Problem[]>([]);
  const [stops, setStops] = useState<ReadonlyMap<string, Problem[]>>(new Map());

  return {
    tour,
    stops,
    ofStop: (id: string) => stops.get(id) ?? [],

    /** Keeps the issues of a failed save; answers the ids of the stops that have some. */
    place(placed: PlacedIssues, sent: readonly { id: string }[]): string[] {
      const byId = new Map<string, Problem[]>();
      for (const [index, problems] of placed.stops) {
        const stop = sent[index];
        if (stop) byId.set(stop.id, problems);
      }
      setTour(placed.tour);
      setStops(byId);
      return [...byId.keys()];
    },

    clearTour: (fields: string[]) => setTour((current) => without(current, fields)),

    clearStop: (id: string, fields: string[]) =>
      setStops((current) => {
        const problems = current.get(id);
        if (!problems) return current;
        return new Map(current).set(id, without(problems, fields));
      }),

    clearAll() {
      setTour([]);
      setStops(new Map());
    },
  };
}
