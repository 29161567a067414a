/**
 * /admin/qr-codes, the QR codes screen (SPEC §2, §9): every code by label, its status (filterable
 * by the six statuses), and its scans, so a sign that went silent stands out.
 */
import { QR_CODE_STATUSES, type QrCodeStatus } from "@tours/shared";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import type { QrCodeWithScans } from "@tours/shared";
import { qrCodes } from "./qr-codes-api";
import { isSilent, lastScanText, recentScansText } from "./scan-summary";
import "./qr-code-list.css";
import { LoadFailed } from "../ui/load-failed";
import { ListHeader } from "../ui/list-header";
import { adminMeta } from "../ui/admin-title";
import type { Route } from "./+types/qr-code-list";

export const meta: Route.MetaFunction = () => adminMeta("QR Codes");

const ALL = "All";

function statusFilter(value: string | null): QrCodeStatus | typeof ALL {
  return QR_CODE_STATUSES.find((status) => status === value) ?? ALL;
}

export default function QrCodeList() {
  const codes = qrCodes.useList();
  const [params, setParams] = useSearchParams();
  const filter = statusFilter(params.get("status"));
  const filterId = useId();

  const all = codes.data ?? [];
  const shown = filter === ALL ? all : all.filter((code) => code.status === filter);
  // No numbers before the codes are in: "(0)" would read as none.
  const counted = (label: string, count: number) => (codes.data ? `${label} (${count})` : label);
  const count = (status: QrCodeStatus) => all.filter((code) => code.status === status).length;

  return (
    <>
      <ListHeader title="QR Codes" newPath="/admin/qr-codes/new" newLabel="New QR Code" />

      <div className="qr-list-filter">
        <label htmlFor={filterId}>Status</label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) =>
            setParams(event.target.value === ALL ? {} : { status: event.target.value }, {
              replace: true,
            })
          }
        >
          <option value={ALL}>{counted(ALL, all.length)}</option>
          {QR_CODE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {counted(status, count(status))}
            </option>
          ))}
        </select>
      </div>

      {codes.isPending ? (
        <p role="status">Loading QR codes…</p>
      ) : codes.isError ? (
        <LoadFailed what="The QR codes" onRetry={() => codes.refetch()} />
      ) : shown.length === 0 ? (
        <p className="admin-list-empty">
          {all.length === 0
            ? "No QR codes yet. Add the first one with New QR Code."
            : `No QR codes with the status ${filter}.`}
        </p>
      ) : (
        <>
          <p className="admin-list-count" role="status">
            {shown.length === 1 ? "1 QR code" : `${shown.length} QR codes`}
          </p>
          <ul className="admin-cards card-grid">
            {shown.map((code) => (
              <QrCodeCard key={code.id} code={code} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function QrCodeCard({ code }: { code: QrCodeWithScans }) {
  const silent = isSilent(code.status, code.scansLast30Days);
  return (
    <li className="admin-card">
      <h2 className="admin-card__title">
        <Link to={`/admin/qr-codes/edit/${encodeURIComponent(code.id)}`}>
          {code.codeLabelName || "Unlabelled code"}
        </Link>
      </h2>
      <p className="qr-card__location">{code.locationName}</p>
      <dl className="admin-card__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`qr-status qr-status--${statusTone(code.status)}`}>{code.status}</span>
          </dd>
        </div>
        <div>
          <dt>Scans</dt>
          <dd className={silent ? "qr-card__silent" : undefined}>
            {recentScansText(code.scansLast30Days)}
            {silent && " (check this sign)"}
          </dd>
        </div>
        <div>
          <dt>Last scan</dt>
          <dd>{lastScanText(code.lastScanAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Working signs, signs not up yet, and signs that need a visit. */
function statusTone(status: QrCodeStatus): "ok" | "pending" | "problem" {
  if (status === "Installed" || status === "OK") return "ok";
  if (status === "Pending Installation") return "pending";
  return "problem";
}
