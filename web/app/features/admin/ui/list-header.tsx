/** A list screen's heading with its New button beside it. */
import { Link } from "react-router";

export function ListHeader({
  title,
  newPath,
  newLabel,
}: {
  title: string;
  newPath: string;
  newLabel: string;
}) {
  return (
    <div className="admin-list-header">
      <h1>{title}</h1>
      <Link to={newPath} className="admin-button">
        {newLabel}
      </Link>
    </div>
  );
}
