/** What a visitor reads and hears before and after the stops: intro and outro, each with audio and its transcript. */
import { AudioField } from "./audio-field";
import { RichTextField } from "../ui/rich-text-field";
import type { TourDraft } from "./tour-draft";
import type { FieldAt } from "../ui/field-errors";

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  at: FieldAt;
  /** Upload progress (0–1) by media key. */
  progress: Record<string, number>;
  disabled: boolean;
}

export function TourStoryFields({ draft, onChange, at, progress, disabled }: Props) {
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
        progress={progress[draft.introAudio.key]}
        disabled={disabled}
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
        progress={progress[draft.outroAudio.key]}
        disabled={disabled}
        transcriptAt={at("outroTranscript")}
      />
    </fieldset>
  );
}
