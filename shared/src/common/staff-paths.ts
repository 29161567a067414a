/**
 * Where staff traffic goes: the admin pages, React Router's data for them (`/admin.data` is the
 * data of `/admin` itself, `/admin/tours.data` of a page below it) and the admin API. The server
 * marks these answers `no-store` and keeps them out of its page cache; the service worker leaves
 * them to the network.
 */
const STAFF_PREFIXES = ["/admin", "/dashboard/api"];

export function isStaffPath(pathname: string): boolean {
  return STAFF_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname === `${prefix}.data` || pathname.startsWith(`${prefix}/`),
  );
}
