/**
 * Coordinates as two decimal boxes, both or neither, not zero (SPEC §5), filled from where the
 * curator stands ('Use my location') or with a map to place or check the point. MapLibre's code is fetched only when the map is first shown.
 */
import { errorIdOf, fieldAria } from "../ui/field-errors";
import { lazy, Suspense, useId, useState } from "react";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { supportsWebGl } from "../../map/webgl";
import { coordinates } from "@tours/shared";
import { MyLocationButton } from "./my-location-button";
import { coordinatesOf } from "./record-draft";

const PointMap = lazy(() => import("./point-map.client"));

interface Props {
  lat: string;
  lng: string;
  onChange(lat: string, lng: string): void;
  /** From the server (400 issues). */
  /** The coordinates' problem (the form's check or the server's), shown under both boxes. */
  error?: string | null;
  /** The fieldset's id, which an error summary links to. */
  id?: string;
}

export function CoordinatesField({ lat, lng, onChange, error, ...rest }: Props) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  const [map, setMap] = useState<"hidden" | "shown" | "unsupported" | "failed">("hidden");
  const problem = error ?? null;
  const typed = coordinatesOf(lat, lng);
  const point = typed && coordinates.safeParse(typed).success ? typed : null;
  const box = (which: "lat" | "lng", label: string, value: string, example: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${which}`}>{label}</label>
      <input
        id={`${id}-${which}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={example}
        value={value}
        {...fieldAria(id, problem, [`${id}-help`])}
        onChange={(event) =>
          which === "lat" ? onChange(event.target.value, lng) : onChange(lat, event.target.value)
        }
      />
    </div>
  );

  return (
    <fieldset id={id} className="record-coordinates">
      <legend>Coordinates</legend>
      <div className="record-coordinates__boxes">
        {box("lat", "Latitude", lat, "36.1433")}
        {box("lng", "Longitude", lng, "-86.7747")}
      </div>
      <p id={`${id}-help`} className="admin-field__help">
        Decimal degrees. Both or neither; without them the record is not on the map.
      </p>
      {problem && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {problem}
        </p>
      )}
      <MyLocationButton lat={lat} lng={lng} onChange={onChange} />
      {map === "hidden" ? (
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => setMap(supportsWebGl() ? "shown" : "unsupported")}
        >
          Show on the map
        </button>
      ) : map === "shown" ? (
        <>
          <p className="admin-field__help">Click or tap the map to set the point.</p>
          <LoadErrorBoundary onError={() => setMap("failed")}>
            <Suspense fallback={<p className="record-map record-map--loading">Loading map…</p>}>
              <PointMap
                point={point}
                onPick={(picked) => onChange(picked.lat.toFixed(6), picked.lng.toFixed(6))}
                onFail={() => setMap("failed")}
              />
            </Suspense>
          </LoadErrorBoundary>
        </>
      ) : (
        <p className="admin-field__help" role="status">
          {MAP_FAILURE_REASONS[map]} Type the coordinates in the boxes above.
        </p>
      )}
    </fieldset>
  );
}
