/**
 * Staff draw the tour's route over its stops. Click the map to add a point at the end, drag a
 * point to move it; every action also has a named button or key (a focused point moves with the
 * arrow keys; pressing it selects it for 'Remove point'), and 'Undo' steps back. Saved with the
 * tour as a LineString.
 */
import { errorIdOf } from "../ui/field-errors";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { useAnnounce } from "../ui/announcer";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { useInteractive } from "../../tours/use-interactive";
import { describeDistance, lineMetres } from "../../tours/geometry";
import type { RouteStopMark } from "./route-editor.client";
import {
  addPoint,
  emptyHistory,
  MAX_HANDLES,
  movePoint,
  recordChange,
  removePoint,
  type RoutePoint,
  undo,
} from "./route-edits";
import type { TourDraft } from "./tour-draft";

const RouteEditorCanvas = lazy(() => import("./route-editor.client"));

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  /** The server's or the form's message about the route, and the id it is tied to. */
  error?: string;
  id?: string;
}

export function RouteEditor({ draft, onChange, error, id = "route-editor" }: Props) {
  const inBrowser = useInteractive();
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState(emptyHistory);
  const [selected, setSelected] = useState<number | null>(null);
  // Set once the map is drawn: without a map there is no centre to add.
  const [centre, setCentre] = useState<{ read: () => RoutePoint } | null>(null);
  const announce = useAnnounce();
  const route = draft.route;

  const stopsKey = JSON.stringify(
    draft.stops.map((s) => [s.siteName || s.record?.Title || "", s.record?.Coordinates ?? null]),
  );
  const stops = useMemo(
    () =>
      (JSON.parse(stopsKey) as [string, { lat: number; lng: number } | null][]).flatMap(
        ([name, at], i): RouteStopMark[] =>
          at ? [{ number: i + 1, name, at: [at.lng, at.lat] }] : [],
      ),
    [stopsKey],
  );

  const change = (next: RoutePoint[]) => {
    setHistory((h) => recordChange(h, route));
    onChange({ route: next });
  };
  const stepBack = () => {
    const step = undo(history);
    if (!step) return;
    setHistory(step.history);
    setSelected(null);
    onChange({ route: step.route });
    announce("Last change undone.");
  };

  const summary =
    route.length === 0
      ? "No route drawn: visitors see straight lines between the stops, in order."
      : route.length === 1
        ? "1 point: add at least one more, or clear the route."
        : `${route.length} points, ${describeDistance(lineMetres(route))} long.${
            route.length > MAX_HANDLES ? ` Over ${MAX_HANDLES} points have no handles to drag.` : ""
          }`;

  return (
    <fieldset
      id={id}
      className="tour-section route-editor"
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend>Route</legend>
      <p className="admin-field__help" id="route-editor-help">
        Click the map to add a point at the end of the route, and drag a point to move it. Or move
        the map and press ‘Add point at the centre’; a focused point moves with the arrow keys, and
        pressing it (a click, Enter or Space) selects it for ‘Remove point’. Numbered circles are
        the stops.
      </p>
      {failed ? (
        <p className="tour-map-preview__note">{MAP_FAILURE_REASONS.failed}</p>
      ) : inBrowser ? (
        <LoadErrorBoundary onError={() => setFailed(true)}>
          <Suspense fallback={<p className="tour-map-preview__note">Loading map…</p>}>
            <RouteEditorCanvas
              styleUrl={draft.map.trim() || "/map/style.json"}
              route={route}
              stops={stops}
              selected={selected}
              onAdd={(point) => change(addPoint(route, point))}
              onMove={(index, point) => change(movePoint(route, index, point))}
              onSelect={(index) => setSelected(index === selected ? null : index)}
              onReady={(read) => setCentre({ read })}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <p className="tour-map-preview__note">Loading map…</p>
      )}
      <div className="route-editor__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => centre && change(addPoint(route, centre.read()))}
          disabled={!centre || failed}
        >
          Add point at the centre
        </button>
        <RouteAction
          onPress={
            selected === null || selected >= route.length
              ? null
              : () => {
                  change(removePoint(route, selected));
                  setSelected(null);
                  announce(`Route point ${selected + 1} removed.`);
                }
          }
        >
          {selected === null ? "Remove point" : `Remove point ${selected + 1}`}
        </RouteAction>
        <RouteAction onPress={history.past.length === 0 ? null : stepBack}>Undo</RouteAction>
        <RouteAction
          onPress={
            route.length === 0
              ? null
              : () => {
                  change([]);
                  setSelected(null);
                  announce("Route cleared.");
                }
          }
        >
          Clear route
        </RouteAction>
      </div>
      <p className="route-editor__summary" role="status">
        {summary}
      </p>
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * An action that cannot act now (`onPress` null) says so with `aria-disabled` rather than
 * `disabled`, so that the keyboard stays on it once it has done its work (WCAG 2.4.3).
 */
function RouteAction({ onPress, children }: { onPress: (() => void) | null; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={onPress === null || undefined}
      onClick={() => onPress?.()}
    >
      {children}
    </button>
  );
}
