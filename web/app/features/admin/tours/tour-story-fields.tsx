/** What a visitor reads and hears before and after the stops: intro and outro, each with audio and its transcript. */
import { AudioField } from "./audio-field";
import { RichTextField } from "../ui/rich-text-field";
import type { TourDraft } from "./tour-draft";
import type { FieldAt } from "../ui/field-errors";
import type { TourUpload } from "./use-tour-save";

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  at: FieldAt;
  /** The last save's uploads, by media key. */
  uploads: Record<string, TourUpload>;
  disabled: boolean;
}

export function TourStoryFields({ draft, onChange, at, uploads, disabled }: Props) {
  return (
    <fieldset className="tour-section">
      <legend>Intro and outro</legend>
      <RichTextField
        label="Intro"
        required
        value={draft.intro}
        onChange={(intro) => onChange({ intro })}
        {...at("intro")}
      />
      <AudioField
        label="Intro audio"
        value={draft.introAudio}
        onChange={(introAudio) => onChange({ introAudio })}
        upload={uploads[draft.introAudio.key]}
        disabled={disabled}
        fileAt={at("introAudio")}
        transcriptAt={at("introTranscript")}
      />
      <RichTextField
        label="Outro"
        required
        value={draft.outro}
        onChange={(outro) => onChange({ outro })}
        {...at("outro")}
      />
      <AudioField
        label="Outro audio"
        value={draft.outroAudio}
        onChange={(outroAudio) => onChange({ outroAudio })}
        upload={uploads[draft.outroAudio.key]}
        disabled={disabled}
        fileAt={at("outroAudio")}
        transcriptAt={at("outroTranscript")}
      />
    </fieldset>
  );
}
