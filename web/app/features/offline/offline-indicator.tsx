/**
 * 'Offline' under the header while the browser has no connection. The live region is always
 * there (empty when online) so screen readers announce the change.
 */
import { useOnline } from "./use-online";

export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" className="connection-status">
      {!online && (
        <p className="connection-status__offline">
          <strong>Offline</strong> — pages you have read still open
        </p>
      )}
    </div>
  );
}
