/** Any address no other route knows: a real 404 with the site's chrome around it. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
