/**
 * A list screen's heading with its New button beside it, and the notice the navigation that
 * opened it brought ("Record deleted." after a delete in an editor).
 */
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { arrivedNotice, SaveNotice } from "./save-notice";

export function ListHeader({
  title,
  newPath,
  newLabel,
}: {
  title: string;
  newPath: string;
  newLabel: string;
}) {
  const location = useLocation();
  const [arrived] = useState(() => arrivedNotice(location.state));
  return (
    <>
      <div className="admin-list-header">
        <h1>{title}</h1>
        <Link to={newPath} className="admin-button">
          {newLabel}
        </Link>
      </div>
      <SaveNotice message={arrived} className="admin-save-notice" arrived={arrived !== null} />
    </>
  );
}
