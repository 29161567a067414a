/**
 * One narration of a tour or stop: its file's name (SPEC §5 media file name display), a player, a
 * file chooser and Remove, and the transcript visitors read under 'Read along'. A chosen file is
 * uploaded when the tour is saved, with its progress (or the server's refusal) here.
 */
import { mediaUrl } from "@tours/shared/browser";
import { useState } from "react";
import { mediaTypeOf } from "../api/upload";
import { tooLargeReason, useMediaLimits } from "../api/media-limits";
import { mediaFileName } from "../records/media-name";
import { errorIdOf, fieldAria, type FieldAt } from "../ui/field-errors";
import { TextField } from "../ui/text-field";
import { MediaFileName } from "./media-file-name";
import { NO_TRANSCRIPT, needsTranscript } from "./field-warnings";
import type { AudioDraft } from "./tour-draft";
import type { TourUpload } from "./use-tour-save";

interface Props {
  label: string;
  value: AudioDraft;
  onChange(value: AudioDraft): void;
  /** This narration's upload on the last save, if any. */
  upload?: TourUpload;
  disabled?: boolean;
  /** The file chooser's id and shown problem (the server has no such stored file). */
  fileAt: ReturnType<FieldAt>;
  /** The transcript box's id and shown problem (too long, a control character), blocking the save. */
  transcriptAt?: ReturnType<FieldAt>;
}

const TRANSCRIPT_HELP =
  "What the narration says, as plain text; leave a blank line between paragraphs. Visitors read it under 'Read along'.";

export function AudioField(props: Props) {
  const { label, value, onChange, upload, disabled, fileAt, transcriptAt } = props;
  const inputId = fileAt.id;
  const [chosenError, setChosenError] = useState("");
  // A file refused here, else the server's word on the saved path.
  const fileError = chosenError || fileAt.error || "";
  const limits = useMediaLimits();
  const name = value.file ? value.file.name : mediaFileName(value.path);
  // A chosen file plays once uploaded: the site's policy serves media from itself only.
  const src = value.path ? mediaUrl(value.path) : "";

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (mediaTypeOf(file) !== "Audio") {
      setChosenError(`${file.name} is not an audio file. Choose an MP3, M4A, OGG or WAV file.`);
      return;
    }
    const tooLarge = tooLargeReason(file, "Audio", limits);
    if (tooLarge) {
      setChosenError(`${tooLarge} Choose a smaller file.`);
      return;
    }
    setChosenError("");
    onChange({ ...value, path: "", file });
  };

  return (
    <fieldset className="tour-media">
      <legend>{label}</legend>
      {name || value.file ? (
        <MediaFileName
          className="tour-media__name"
          name={name || "Audio file"}
          file={value.file}
          upload={upload}
        />
      ) : (
        <p className="admin-field__help">No audio yet.</p>
      )}
      {src && (
        // A narration has no captions to offer: its transcript is edited just below.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio className="tour-media__player" controls preload="none" src={src}>
          <a href={src}>Download {name}</a>
        </audio>
      )}
      <div className="tour-media__actions">
        <div className="admin-field">
          <label htmlFor={inputId}>
            {value.path || value.file
              ? `Replace ${label.toLowerCase()}`
              : `Choose ${label.toLowerCase()}`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="audio/*"
            disabled={disabled}
            {...fieldAria(inputId, fileError)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </div>
        {(value.path || value.file) && (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={disabled}
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={() => onChange({ key: value.key, path: "", transcript: value.transcript })}
          >
            Remove
          </button>
        )}
      </div>
      {fileError && (
        <p id={errorIdOf(inputId)} className="admin-field__error">
          {fileError}
        </p>
      )}
      <TextField
        label={`${label} transcript`}
        multiline
        value={value.transcript}
        onChange={(transcript) => onChange({ ...value, transcript })}
        help={TRANSCRIPT_HELP}
        warning={needsTranscript(value) ? NO_TRANSCRIPT : null}
        {...transcriptAt}
      />
    </fieldset>
  );
}
