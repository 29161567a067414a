/** The shape of an admin module (admin-modules.ts lists them) and of its pages. */

/**
 * A page under /admin: its path, its route module (a page of the feature itself, from
 * features/admin), and an id when one route module serves two paths.
 */
export interface AdminPage {
  path: string;
  file: string;
  id?: string;
}

/** The React Router id of a page's route: its own, or "admin-" and its path. */
export const pageRouteId = (page: AdminPage) => page.id ?? `admin-${page.path}`;

export interface AdminModule {
  /** Its entry in the admin menu. */
  menu: { to: string; label: string };
  pages: AdminPage[];
}

/**
 * The pages of an entity: its list at `path` ("qr-codes"), its editor at `path/new` and
 * `path/edit/:id`; each file is the feature's page ("qr-codes/qr-code-list.tsx").
 */
export function listAndEditor(path: string, list: string, editor: string): AdminPage[] {
  return [
    { path, file: list },
    { path: `${path}/new`, file: editor, id: `admin-${path}-new` },
    { path: `${path}/edit/:id`, file: editor, id: `admin-${path}-edit` },
  ];
}
