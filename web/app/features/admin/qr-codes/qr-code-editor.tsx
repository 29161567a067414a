/**
 * /admin/qr-codes/new and /admin/qr-codes/edit/{id}, the QR code editor (SPEC §2, §3, §4 Admin
 * editors, §5 QR code): every field, the status choice, the red stars, saving with lost-update
 * protection that never throws away what was typed, delete behind a confirmation, and the code
 * itself with its downloads and sign sheet.
 */
import { editorMeta, editTitle, useAdminTitle } from "../ui/admin-title";
import { QR_CODE_STATUSES, type QrCode, type QrCodeStatus } from "@tours/shared";
import { useId, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { DeleteSection, EditorBar } from "../ui/editor-bar";
import { SaveButton } from "../ui/save-button";
import { arrivedNotice, SaveNotice } from "../ui/save-notice";
import { SaveProblems } from "../ui/save-problems";
import { useEditorActions } from "../ui/use-editor-actions";
import { useEditorExit } from "../ui/use-editor-exit";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { qrCodeUrl } from "@tours/shared/browser";
import { type DraftField, draftOf, newDraft, type QrCodeDraft, sameDraft } from "./qr-code-draft";
import { qrCodeRules } from "./qr-code-rules";
import { TextField } from "../ui/text-field";
import { QrCodeSign } from "./qr-code-sign";
import { type LandingPage, qrCodes, useLandingPages } from "./qr-codes-api";
import { EditorPage, OpenedItem } from "../ui/editor-page";
import "./qr-code-editor.css";
import type { Route } from "./+types/qr-code-editor";

const LIST_PATH = "/admin/qr-codes";

export const meta: Route.MetaFunction = editorMeta("QR code");

export default function QrCodeEditor() {
  return <EditorPage New={NewQrCodeEditor} Edit={EditQrCodeEditor} />;
}

function useSite() {
  const root = useRouteLoaderData<{ baseUrl?: string; siteName?: string }>("root");
  return {
    // The public address (PUBLIC_BASE_URL) is what signs must carry; the browser's is a fallback.
    siteUrl: root?.baseUrl || window.location.origin,
    siteName: root?.siteName ?? "Nashville Sites",
  };
}

/** /admin/qr-codes/new: a fresh id and the defaults (status 'Pending Installation'). */
function NewQrCodeEditor() {
  const { siteUrl } = useSite();
  const [initial] = useState(() => {
    const id = crypto.randomUUID();
    return newDraft(id, qrCodeUrl(siteUrl, id));
  });
  return <QrCodeForm initial={initial} isNew />;
}

/** /admin/qr-codes/edit/{id}: the code from the admin list. */
function EditQrCodeEditor({ id }: { id: string }) {
  const codes = qrCodes.useList();
  return (
    <OpenedItem
      list={codes}
      id={id}
      what="QR code"
      heading="Edit QR Code"
      listPath={LIST_PATH}
      listName="QR Codes"
    >
      {(code) => <QrCodeForm key={code.id} initial={draftOf(code)} isNew={false} />}
    </OpenedItem>
  );
}

function QrCodeForm({ initial, isNew }: { initial: QrCodeDraft; isNew: boolean }) {
  const { siteUrl, siteName } = useSite();
  const location = useLocation();
  const client = useQueryClient();
  const save = qrCodes.useSave(isNew);
  const remove = qrCodes.useDelete();
  const landingPages = useLandingPages();
  const landingListId = useId();
  const statusId = useId();
  const [arrived] = useState(() => arrivedNotice(location.state));
  const [notice, setNotice] = useState(arrived);

  const editor = useVersionedEditor({
    initial,
    isNew,
    rules: qrCodeRules,
    save: (draft: QrCodeDraft) => save.mutateAsync(draft),
    refetch: async ({ id }) => {
      const code = await qrCodes.refetch(client, id);
      return code && draftOf(code);
    },
    draftOf,
    sameDraft,
    onSaved: (saved: QrCode) => {
      if (!isNew) return setNotice("QR code saved.");
      exit.leave(
        `${LIST_PATH}/edit/${encodeURIComponent(saved.id)}`,
        "QR code saved. Download its code or print its sign below.",
      );
    },
    onTheirsShown: () => setNotice("Showing the version saved by someone else."),
  });
  const { draft, setDraft, baseline, conflict, errors } = editor;
  const exit = useEditorExit(editor.dirty);
  const { summaryRef, submit, deleteItem } = useEditorActions({
    editor,
    onChecked: () => setNotice(null),
    remove: () => remove.mutateAsync(draft.id),
    onDeleted: () => exit.leave(LIST_PATH, "QR code deleted."),
  });
  useAdminTitle(
    isNew ? "New QR code" : editTitle("QR code", baseline.codeLabelName || baseline.locationName),
  );

  const set = (field: DraftField) => (value: string) => {
    editor.edit([field], (current) => ({ ...current, [field]: value }));
    setNotice(null);
  };
  /** A text field's value, change handler and problem. */
  const field = (name: DraftField) => ({
    value: draft[name],
    onChange: set(name),
    ...errors.at(name),
  });

  const title = isNew ? "New QR Code" : `Edit QR Code ${baseline.codeLabelName}`.trim();

  return (
    <div className="qr-editor">
      <p className="admin-editor-back">
        <Link to={LIST_PATH}>Back to QR Codes</Link>
      </p>
      <h1>{title}</h1>
      <SaveNotice message={notice} className="admin-save-notice" arrived={arrived !== null} />

      <div className="qr-editor__layout">
        <form
          className="admin-form qr-editor__form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <TextField
            label="Code Label Name"
            {...field("codeLabelName")}
            help="Printed on the sign and used to sort the list, e.g. QR-DT-001."
          />
          <div className="admin-field">
            <label htmlFor={statusId}>Status</label>
            <select
              id={statusId}
              value={draft.status}
              onChange={(event) => {
                setDraft((current) => ({
                  ...current,
                  status: event.target.value as QrCodeStatus,
                }));
                setNotice(null);
              }}
            >
              {QR_CODE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Redirect URL"
            required
            {...field("redirectUrl")}
            inputMode="url"
            list={landingListId}
            help="Where the code leads: a record's landing page such as /landing/walking-tours/fort-negley (the box suggests every record's), or a full address starting with https://."
          />
          <LandingPageOptions id={landingListId} pages={landingPages.data} />
          <TextField label="Location Name" required {...field("locationName")} />
          <TextField
            label="Tour Description"
            required
            multiline
            {...field("locationDescription")}
            help="Where the sign stands and what it marks."
          />
          <TextField label="Address" {...field("address")} />
          <div className="qr-editor__place">
            <TextField label="City" {...field("city")} />
            <TextField label="State" {...field("state")} />
            <TextField label="Zip" {...field("zip")} inputMode="numeric" />
          </div>
          <TextField
            label="Notes"
            multiline
            {...field("notes")}
            help="For staff only: installation, inspections, repairs."
          />
          <TextField
            label="Code URL"
            {...field("codeURL")}
            inputMode="url"
            help={`The address the printed code opens. Codes made on this page open ${qrCodeUrl(siteUrl, draft.id)}.`}
          />
          <TextField
            label="Code Image URL"
            {...field("codeImgUrl")}
            inputMode="url"
            help="Where an image of this code is kept, if anywhere else."
          />
          <p className="qr-editor__id">
            Code ID: <code>{draft.id}</code>
          </p>

          <SaveProblems editor={editor} item="QR code" summaryRef={summaryRef} />
          <EditorBar
            state={editor}
            cancelTo={LIST_PATH}
            viewOnSite={isNew ? null : baseline.redirectUrl}
          >
            <SaveButton blocked={!errors.valid || conflict !== null} busy={editor.saving} />
          </EditorBar>
        </form>

        <QrCodeSign
          id={draft.id}
          codeLabelName={draft.codeLabelName}
          locationName={draft.locationName}
          siteUrl={siteUrl}
          siteName={siteName}
          saved={!isNew}
        />
      </div>
      {!isNew && <DeleteSection what="QR code" onDelete={deleteItem} disabled={remove.isPending} />}
      {exit.prompt}
    </div>
  );
}

function LandingPageOptions({ id, pages }: { id: string; pages: LandingPage[] | undefined }) {
  return (
    <datalist id={id}>
      {pages?.map((page) => (
        <option key={page.path} value={page.path} label={page.title} />
      ))}
    </datalist>
  );
}
