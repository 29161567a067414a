/** Admin navigation (SPEC §2): each admin module's entry (admin-modules.ts), then Log Out. */
import { NavLink } from "react-router";
import { ADMIN_MODULES } from "../admin-modules";

export function AdminNav({ onLogOut, signingOut }: { onLogOut(): void; signingOut: boolean }) {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {ADMIN_MODULES.map(({ menu: link }) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="admin-nav__logout"
            onClick={onLogOut}
            disabled={signingOut}
          >
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
