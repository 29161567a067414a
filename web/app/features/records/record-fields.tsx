/** The record's non-empty fields, in SPEC order (SPEC §2 "Record detail page"). */
import { searchPath, tourPath } from "@tours/shared/browser";
import type { ReactNode } from "react";
import { AppLink } from "../chrome/app-link";
import { RecordAudios, RecordPhotos, RecordVideos } from "./record-media";
import type { Relation, RecordView } from "./record-view";

export function RecordFields({ record }: { record: RecordView }) {
  const r = record;
  const fields: [label: string, content: ReactNode][] = [];
  const add = (label: string, shown: boolean, content: () => ReactNode) => {
    if (shown) fields.push([label, content()]);
  };

  add("Title", r.Title !== "", () => <span className="record-field__title">{r.Title}</span>);
  add("Photos", r.photos.length > 0, () => <RecordPhotos photos={r.photos} title={r.Title} />);
  add("Tours", r.tours.length > 0, () =>
    list(r.tours.map((t) => <AppLink to={tourPath("in-person", t.slug)}>{t.title}</AppLink>)),
  );
  add("Address", r.Address !== "", () => r.Address);
  add("Coordinates", r.Coordinates !== null, () =>
    r.Coordinates ? `${r.Coordinates.lat}, ${r.Coordinates.lng}` : null,
  );
  add("Description", r.Description !== "", () => (
    <span className="record-field__prose">{r.Description}</span>
  ));
  add("Source", r.Source.length > 0, () => list(r.Source));
  add("Contributor", r.Contributor.length > 0, () => list(r.Contributor));
  add("Relation", r.relation !== null, () => r.relation && <RelationValue relation={r.relation} />);
  add("Type", r.Type !== "", () => r.Type);
  add("Coverage", r.Coverage !== "", () => r.Coverage);
  add("Rights", r.Rights !== "", () => r.Rights);
  add("Subject", r.Subject.length > 0, () => list(r.Subject));
  add("Keyword", r.Keyword.length > 0, () =>
    list(r.Keyword.map((k) => <AppLink to={searchPath(k)}>{k}</AppLink>)),
  );
  add("Videos", r.videos.length > 0, () => <RecordVideos sources={r.videos} title={r.Title} />);
  add("Audio", r.audios.length > 0, () => <RecordAudios sources={r.audios} title={r.Title} />);

  return (
    <dl className="record-fields">
      {fields.map(([label, content]) => (
        <div key={label} className="record-field">
          <dt>{label}</dt>
          <dd>{content}</dd>
        </div>
      ))}
    </dl>
  );
}

function RelationValue({ relation }: { relation: Relation }) {
  if (!relation.href) return <>{relation.text}</>;
  return (
    <a href={relation.href} target="_blank" rel="noopener" className="record-field__external">
      {relation.text}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** One value as text, several as a list. */
function list(items: ReactNode[]): ReactNode {
  if (items.length === 1) return items[0];
  return (
    <ul className="record-field__list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
