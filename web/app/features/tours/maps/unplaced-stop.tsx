/**
 * SPEC §5 'Incompatible record type', in a frame a visitor can still use: the stop's address
 * when its record has one, so 'Get Directions' can hand it to the phone's maps app.
 */
export const INCOMPATIBLE_RECORD = "Incompatible record type";

export function UnplacedStop({ siteName, address }: { siteName: string; address: string }) {
  const street = address.trim();
  return (
    <div className="unplaced-stop">
      <p className="map-dialog__message">{INCOMPATIBLE_RECORD}</p>
      <p>
        We can’t show <strong>{siteName}</strong> on the map
        {street ? ". Its address is:" : ", and its record gives no address."}
      </p>
      {street && <address className="unplaced-stop__address">{street}</address>}
    </div>
  );
}
