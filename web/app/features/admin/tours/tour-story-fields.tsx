/** What a visitor reads and hears before and after the stops: intro and outro, each with audio and its transcript. */
import { AudioField } from "./audio-field";
import { RichTextField } from "./rich-text-field";
import { problemAt } from "./save-outcome";
import type { TourDraft } from "./tour-draft";
import type { Problem } from "./tour-validation";

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  problems: Problem[];
  /** Upload progress (0–1) by media key. */
  progress: Record<string, number>;
  disabled: boolean;
}

export function TourStoryFields({ draft, onChange, problems, progress, disabled }: Props) {
  return (
    <fieldset className="tour-section">
      <legend>Intro and outro</legend>
      <RichTextField
        label="Intro"
        required
        value={draft.intro}
        onChange={(intro) => onChange({ intro })}
        error={problemAt(problems, "intro")}
      />
      <AudioField
        label="Intro audio"
        value={draft.introAudio}
        onChange={(introAudio) => onChange({ introAudio })}
        progress={progress[draft.introAudio.key]}
        disabled={disabled}
        transcriptError={problemAt(problems, "introTranscript")}
      />
      <RichTextField
        label="Outro"
        required
        value={draft.outro}
        onChange={(outro) => onChange({ outro })}
        error={problemAt(problems, "outro")}
      />
      <AudioField
        label="Outro audio"
        value={draft.outroAudio}
        onChange={(outroAudio) => onChange({ outroAudio })}
        progress={progress[draft.outroAudio.key]}
        disabled={disabled}
        transcriptError={problemAt(problems, "outroTranscript")}
      />
    </fieldset>
  );
}
