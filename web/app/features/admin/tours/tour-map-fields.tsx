/** The tour's maps (SPEC §3, §9): style URL, overview and next-stop zoom, and a live preview. */
import { useId, useState } from "react";
import { TextField } from "../ui/text-field";
import { DEFAULT_NEXT_STOP_MAP_ZOOM, DEFAULT_TOUR_MAP_ZOOM } from "@tours/shared/browser";
import type { TourDraft } from "./tour-draft";
import { MapPreview } from "./map-preview";
import { zoomOptions } from "./zoom";

type ZoomField = "tourMapZoomLevel" | "nextStopMapZoomLevel";

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  /** The Map style URL's id and problem. */
  id?: string;
  error?: string;
}

const ZOOMS = [
  {
    field: "tourMapZoomLevel",
    label: "Overview map zoom",
    previewLabel: "Overview map",
    help: "The closest the map of all the stops may come.",
    options: zoomOptions(DEFAULT_TOUR_MAP_ZOOM),
  },
  {
    field: "nextStopMapZoomLevel",
    label: "Next-stop map zoom",
    previewLabel: "Next-stop map",
    help: "How close the map showing the way to the next stop starts.",
    options: zoomOptions(DEFAULT_NEXT_STOP_MAP_ZOOM),
  },
] as const;

export function TourMapFields({ draft, onChange, id: mapId, error }: Props) {
  const id = useId();
  const [previewed, setPreviewed] = useState<ZoomField>("tourMapZoomLevel");
  const first = draft.stops.find((stop) => stop.record?.Coordinates)?.record;
  const place = first?.Coordinates ? { ...first.Coordinates, name: first.Title } : null;
  return (
    <fieldset className="tour-section">
      <legend>Maps</legend>
      <TextField
        id={mapId}
        label="Map style URL"
        required
        value={draft.map}
        onChange={(map) => onChange({ map })}
        inputMode="url"
        help="The site's own map is /map/style.json; any MapLibre style address works."
        error={error}
      />
      <div className="tour-zooms">
        {ZOOMS.map((zoom) => (
          <div key={zoom.field} className="admin-field">
            <label htmlFor={`${id}-${zoom.field}`}>{zoom.label}</label>
            <select
              id={`${id}-${zoom.field}`}
              value={draft[zoom.field]}
              aria-describedby={`${id}-${zoom.field}-help`}
              onChange={(event) => {
                onChange({ [zoom.field]: Number(event.target.value) });
                setPreviewed(zoom.field);
              }}
            >
              {zoom.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id={`${id}-${zoom.field}-help`} className="admin-field__help">
              {zoom.help} 0 shows the whole world; 22 is the closest.
            </p>
          </div>
        ))}
      </div>
      <fieldset className="tour-preview-choice">
        <legend>Preview</legend>
        {ZOOMS.map((zoom) => (
          <label key={zoom.field}>
            <input
              type="radio"
              name={`${id}-preview`}
              checked={previewed === zoom.field}
              onChange={() => setPreviewed(zoom.field)}
            />
            {zoom.previewLabel}
          </label>
        ))}
      </fieldset>
      <MapPreview styleUrl={draft.map} zoom={draft[previewed]} place={place} />
    </fieldset>
  );
}
