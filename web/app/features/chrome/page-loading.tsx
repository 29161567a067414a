/**
 * 'Loading' while the next page's data is on its way (SPEC §2, §5: missing data shows 'Loading'):
 * the current page stays readable underneath.
 */
import { useNavigation } from "react-router";

export function PageLoading() {
  const loading = useNavigation().state === "loading";
  return (
    <div className="page-loading" role="status">
      {loading && <span className="page-loading__label">Loading</span>}
    </div>
  );
}
