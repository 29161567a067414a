/**
 * Images with captions of a tour or stop: several chosen at once (uploaded when the tour is saved,
 * with progress; one the server refused is marked with the reason and offers Remove), a caption
 * each, and an Edit/Done toggle revealing Remove and order arrows.
 */
import { MediaThumbnail } from "../ui/media-thumbnail";
import { useId, useState } from "react";
import { mediaTypeOf } from "../api/upload";
import { tooLargeReason, useMediaLimits } from "../api/media-limits";
import { errorIdOf, fieldAria } from "../ui/field-errors";
import { moveItem } from "../ui/move";
import { MoveButtons } from "../ui/move-buttons";
import { mediaFileName } from "../records/media-name";
import { MediaFileName, uploadOf } from "./media-file-name";
import type { ImageDraft } from "./tour-draft";
import type { TourUpload } from "./use-tour-save";

interface Props {
  label: string;
  images: ImageDraft[];
  onChange(images: ImageDraft[]): void;
  /** The last save's uploads, by image key. */
  uploads: Record<string, TourUpload>;
  disabled?: boolean;
  /** The problem with the images, tied to 'Add images'; `id` is what a summary links to. */
  error?: string | null;
  id?: string;
}

export function ImagesField({ label, images, onChange, uploads, disabled, error, ...rest }: Props) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  const [editing, setEditing] = useState(false);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const limits = useMediaLimits();

  const add = (files: File[]) => {
    const imageFiles = files.filter((file) => mediaTypeOf(file) === "Image");
    // SPEC §5: files that are not images are ignored; say which.
    setSkipped(files.filter((file) => mediaTypeOf(file) !== "Image").map((file) => file.name));
    const reasons = imageFiles.map((file) => tooLargeReason(file, "Image", limits));
    setTooLarge(reasons.filter((reason) => reason !== null));
    const chosen = imageFiles.filter((_, index) => reasons[index] === null);
    const added = chosen.map((file) => ({
      key: crypto.randomUUID(),
      path: "",
      caption: "",
      file,
      preview: URL.createObjectURL(file),
    }));
    onChange([...images, ...added]);
  };
  const update = (index: number, image: ImageDraft) =>
    onChange(images.map((current, i) => (i === index ? image : current)));

  return (
    <fieldset id={id} className="tour-media">
      <legend>{label}</legend>
      {images.length === 0 ? (
        <p className="admin-field__help">No Images Found</p>
      ) : (
        <ol className="tour-images">
          {images.map((image, index) => {
            const name = image.file?.name ?? mediaFileName(image.path);
            const failed = Boolean(uploadOf(image.file, uploads[image.key])?.failure);
            return (
              <li key={image.key} className="tour-images__item">
                <MediaThumbnail
                  className="tour-images__preview"
                  path={image.path}
                  preview={image.preview}
                  alt=""
                  width={200}
                />
                <div className="tour-images__details">
                  <MediaFileName
                    className="tour-images__name"
                    name={name}
                    file={image.file}
                    upload={uploads[image.key]}
                  />
                  <div className="admin-field">
                    <label htmlFor={`${id}-caption-${image.key}`}>
                      Caption of image {index + 1}
                    </label>
                    <input
                      id={`${id}-caption-${image.key}`}
                      type="text"
                      value={image.caption}
                      onChange={(event) => update(index, { ...image, caption: event.target.value })}
                    />
                  </div>
                  {(editing || failed) && (
                    <div className="tour-images__actions">
                      <MoveButtons
                        name={`image ${index + 1}`}
                        index={index}
                        count={images.length}
                        disabled={disabled}
                        onMove={(delta) => onChange(moveItem(images, index, delta))}
                        className="admin-button admin-button--secondary"
                      />
                      <button
                        type="button"
                        className="admin-button admin-button--secondary"
                        aria-label={`Remove image ${index + 1}`}
                        disabled={disabled}
                        onClick={() => {
                          if (image.preview) URL.revokeObjectURL(image.preview);
                          onChange(images.filter((_, i) => i !== index));
                        }}
                      >
                        Remove
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="tour-media__actions">
        <div className="admin-field">
          <label htmlFor={`${id}-files`}>Add images</label>
          <input
            id={`${id}-files`}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            {...fieldAria(id, error)}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </div>
        {images.length > 0 && (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            aria-label={`${editing ? "Done" : "Edit"} ${label.toLowerCase()}`}
            onClick={() => setEditing(!editing)}
          >
            {editing ? "Done" : "Edit"}
          </button>
        )}
      </div>
      {skipped.length > 0 && (
        <p className="admin-field__error">Not images, so not added: {skipped.join(", ")}</p>
      )}
      {tooLarge.length > 0 && (
        <p className="admin-field__error" role="alert">
          Not added: {tooLarge.join(" ")}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
