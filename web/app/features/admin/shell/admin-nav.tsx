/** Admin navigation (SPEC §2): Home, Records, Tours, QR Codes, Content, Log Out. */
import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin/home", label: "Home" },
  { to: "/admin/records", label: "Records" },
  { to: "/admin/tours", label: "Tours" },
  { to: "/admin/qr-codes", label: "QR Codes" },
  { to: "/admin/content", label: "Content" },
];

export function AdminNav({ onLogOut, signingOut }: { onLogOut(): void; signingOut: boolean }) {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {LINKS.map((link) => (
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
