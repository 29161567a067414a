/**
 * A record's media in the editor: Images (200 px previews opening a lightbox), Audio and Videos
 * (file name and player), and files chosen to add, held until Save uploads them (SPEC §4 Record
 * save). Files that are not image, audio or video, or are too large, are left out, and the editor
 * says which.
 */
import type { RecordImage } from "@tours/shared";
import { mediaUrl } from "@tours/shared/browser";
import { type ChangeEvent, useId, useState } from "react";
import { mediaTypeOf } from "../api/upload";
import { tooLargeReason, useMediaLimits } from "../api/media-limits";
import { errorIdOf, fieldAria, type FieldAt } from "../ui/field-errors";
import { MediaThumbnail } from "../ui/media-thumbnail";
import { ImageLightbox } from "./image-lightbox";
import { mediaFileName } from "./media-name";
import { MediaList } from "./media-list";
import { PendingFiles } from "./pending-files";
import type { PendingFile } from "./record-save";

type Path = { path: string };

interface Props {
  images: RecordImage[];
  audios: Path[];
  videos: Path[];
  onChange(change: { images?: RecordImage[]; audios?: Path[]; videos?: Path[] }): void;
  pending: PendingFile[];
  onPendingChange(pending: PendingFile[]): void;
  onRemovePending(key: string): void;
  /** While saving, the chosen files cannot change. */
  busy: boolean;
  /** The file chooser's id and error (the server has no stored file for a path). */
  fileAt: ReturnType<FieldAt>;
}

export function RecordMedia({
  images,
  audios,
  videos,
  onChange,
  pending,
  onPendingChange,
  onRemovePending,
  busy,
  fileAt,
}: Props) {
  const id = useId();
  const [shown, setShown] = useState<number | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const limits = useMediaLimits();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const added: PendingFile[] = [];
    const left: string[] = [];
    const large: string[] = [];
    for (const file of files) {
      const type = mediaTypeOf(file);
      const reason = type && tooLargeReason(file, type, limits);
      if (!type) left.push(file.name);
      else if (reason) large.push(reason);
      else added.push({ key: crypto.randomUUID(), file, type, progress: 0 });
    }
    setSkipped(left);
    setTooLarge(large);
    onPendingChange([...pending, ...added]);
  };

  return (
    <fieldset className="record-media">
      <legend>Media</legend>
      <MediaList
        title="Images"
        items={images}
        empty="No Images Found"
        itemName={(_, index) => `image ${index + 1}`}
        onChange={(next) => onChange({ images: next })}
        renderItem={(image, index) => (
          <figure className="record-figure">
            <button
              type="button"
              className="record-thumb"
              aria-label={`Open image ${index + 1}${image.caption ? `: ${image.caption}` : ""}`}
              onClick={() => setShown(index)}
            >
              <MediaThumbnail path={image.path} alt="" width={200} height={133} loading="lazy" />
            </button>
            <figcaption>{image.caption || "No caption yet"}</figcaption>
          </figure>
        )}
      />
      <MediaList
        title="Audio"
        items={audios}
        empty="No audio yet."
        itemName={(audio, index) => mediaFileName(audio.path) || `audio ${index + 1}`}
        onChange={(next) => onChange({ audios: next })}
        renderItem={(audio) => (
          <div className="record-player">
            <span className="record-file-name">{mediaFileName(audio.path)}</span>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- records store a path only */}
            <audio
              src={mediaUrl(audio.path)}
              controls
              preload="none"
              aria-label={mediaFileName(audio.path)}
            />
          </div>
        )}
      />
      <MediaList
        title="Videos"
        items={videos}
        empty="No videos yet."
        itemName={(video, index) => mediaFileName(video.path) || `video ${index + 1}`}
        onChange={(next) => onChange({ videos: next })}
        renderItem={(video) => (
          <div className="record-player">
            <span className="record-file-name">{mediaFileName(video.path)}</span>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- records store a path only */}
            <video
              src={mediaUrl(video.path)}
              controls
              preload="none"
              width={320}
              height={180}
              aria-label={mediaFileName(video.path)}
            />
          </div>
        )}
      />
      <ImageLightbox images={images} index={shown} onIndexChange={setShown} />

      <div className="admin-field">
        <label htmlFor={fileAt.id}>Add images, audio or video</label>
        <input
          id={fileAt.id}
          type="file"
          multiple
          accept="image/*,audio/*,video/*"
          disabled={busy}
          {...fieldAria(fileAt.id, fileAt.error, [`${id}-files-help`])}
          onChange={choose}
        />
        <p id={`${id}-files-help`} className="admin-field__help">
          The files are uploaded when you save the record. New images are captioned with the
          Description.
        </p>
        {fileAt.error && (
          <p id={errorIdOf(fileAt.id)} className="admin-field__error">
            {fileAt.error}
          </p>
        )}
        {skipped.length > 0 && (
          <p className="admin-field__error" role="alert">
            Not added (only images, audio and video can be): {skipped.join(", ")}
          </p>
        )}
        {tooLarge.length > 0 && (
          <p className="admin-field__error" role="alert">
            Not added: {tooLarge.join(" ")}
          </p>
        )}
      </div>
      {pending.length > 0 && (
        <PendingFiles pending={pending} busy={busy} onRemove={onRemovePending} />
      )}
    </fieldset>
  );
}
