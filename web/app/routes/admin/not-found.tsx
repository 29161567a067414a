/** An admin address that does not exist. */
import { Link } from "react-router";

export default function AdminNotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no admin page at this address. <Link to="/admin/home">Go to the admin home</Link>.
      </p>
    </>
  );
}
