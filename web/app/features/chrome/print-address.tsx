/**
 * The page's address, shown on paper only (styles/print.css), under the title: a printed stop or record
 * tells the class where to find it again.
 */
import { useLocation, useRouteLoaderData } from "react-router";

export function PrintAddress() {
  const baseUrl = useRouteLoaderData<{ baseUrl: string }>("root")?.baseUrl ?? "";
  const { pathname } = useLocation();
  return <p className="print-address">{baseUrl + pathname}</p>;
}
