/**
 * The staff photo: uploaded to the 'headshots' folder as soon as it is chosen (SPEC §5 Media
 * upload), with a progress bar and a preview; a photo that could not be uploaded is named at the
 * field with the reason. Its description is required once a photo is set.
 */
import { errorIdOf, type FieldAt, fieldAria } from "../ui/field-errors";
import { MediaThumbnail } from "../ui/media-thumbnail";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { mediaTypeOf, uploadErrorMessage, uploadMedia } from "../api/upload";
import { tooLargeReason, useMediaLimits } from "../api/media-limits";
import type { StaffDraft } from "./staff-draft";

type Image = StaffDraft["image"];

interface Props {
  image: Image;
  /** A change of the photo or its description, in the fields named (`image.src`, `image.alt`). */
  onChange(fields: string[], change: (current: Image) => Image): void;
  onUploadingChange(uploading: boolean): void;
  /** The file chooser's id and error (the server has no such stored file). */
  photo: ReturnType<FieldAt>;
  /** The photo description's id (which the form's error summary links to) and its error. */
  alt: ReturnType<FieldAt>;
}

export function StaffPhotoField({ image, onChange, onUploadingChange, photo, alt }: Props) {
  const id = useId();
  const { id: fileId } = photo;
  const [upload, setUpload] = useState<{ preview: string; progress: number } | null>(null);
  const [chosenError, setChosenError] = useState("");
  // A file refused here, else the server's word on the saved photo.
  const fileError = chosenError || photo.error || "";
  const limits = useMediaLimits();
  const { id: altId, error: altError } = alt;

  useEffect(() => onUploadingChange(upload !== null), [upload, onUploadingChange]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (mediaTypeOf(file) !== "Image") {
      setChosenError(`${file.name} is not an image. Choose a photo (JPEG, PNG, WebP or GIF).`);
      return;
    }
    const tooLarge = tooLargeReason(file, "Image", limits);
    if (tooLarge) {
      setChosenError(`${tooLarge} Choose a smaller photo.`);
      return;
    }
    setChosenError("");
    const preview = URL.createObjectURL(file);
    setUpload({ preview, progress: 0 });
    try {
      const uploaded = await uploadMedia(file, "headshots", (progress) =>
        setUpload({ preview, progress }),
      );
      onChange(["image.src"], (current) => ({ ...current, src: uploaded.path }));
    } catch (error) {
      setChosenError(
        `${uploadErrorMessage(error)} ${file.name} was not added; choose another photo.`,
      );
    } finally {
      URL.revokeObjectURL(preview);
      setUpload(null);
    }
  };

  const preview = upload?.preview;
  return (
    <fieldset className="staff-photo">
      <legend>Photo</legend>
      {preview || image.src ? (
        <MediaThumbnail
          className="staff-photo__preview"
          path={image.src}
          preview={preview}
          alt={image.alt ? `Preview: ${image.alt}` : "Preview of the photo"}
          width={160}
          height={160}
        />
      ) : (
        <p className="admin-field__help">No photo yet.</p>
      )}
      {upload && (
        <div className="staff-photo__progress">
          <progress
            id={`${id}-progress`}
            max={1}
            value={upload.progress}
            aria-label="Uploading the photo"
          />
          <span aria-hidden="true">{Math.round(upload.progress * 100)}%</span>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={fileId}>{image.src ? "Replace the photo" : "Choose a photo"}</label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={upload !== null}
          {...fieldAria(fileId, fileError)}
          onChange={(event) => void choose(event)}
        />
        {fileError && (
          <p id={errorIdOf(fileId)} className="admin-field__error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      {image.src && !upload && (
        <button
          type="button"
          className="admin-button admin-button--secondary staff-photo__remove"
          onClick={() => onChange(["image.src", "image.alt"], () => ({ src: "", alt: "" }))}
        >
          Remove the photo
        </button>
      )}
      <div className="admin-field">
        <label htmlFor={altId} className={image.src ? "admin-required" : undefined}>
          Photo description
        </label>
        <input
          id={altId}
          type="text"
          autoComplete="off"
          value={image.alt}
          onChange={(event) => {
            const value = event.target.value;
            onChange(["image.alt"], (current) => ({ ...current, alt: value }));
          }}
          {...fieldAria(altId, altError, [`${id}-alt-help`])}
        />
        <p id={`${id}-alt-help`} className="admin-field__help">
          For visitors who cannot see the photo, e.g. &lsquo;Portrait of Evelyn Carter&rsquo;.
          Required when there is a photo.
        </p>
        {altError && (
          <p id={errorIdOf(altId)} className="admin-field__error">
            {altError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
