/** Turns the lesson topics and the demo tours into printable document specs. */
import type { SiteConfig } from "@tours/shared";
import { demoRecords } from "../../../server/src/seed/demo-content/records.js";
import { demoTours } from "../../../server/src/seed/demo-content/tours.js";
import type { PdfDocumentSpec } from "./lesson-pdf.js";
import type { LessonTopic } from "./lesson-topic.js";
import { topicsA } from "./lesson-topics-a.js";
import { topicsB } from "./lesson-topics-b.js";
import { topicsC } from "./lesson-topics-c.js";

export const TOPICS: LessonTopic[] = [...topicsA, ...topicsB, ...topicsC];

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "Record title: on Tour A; Tour B", for each record the topic names. */
export function relatedSites(topic: LessonTopic): string[] {
  return topic.recordSlugs.map((slug) => {
    const record = demoRecords.find((r) => r.slug === slug);
    if (!record) throw new Error(`${topic.title}: unknown record ${slug}`);
    const tours = demoTours.filter((t) => t.stops.some((s) => s.recordSlug === slug));
    if (tours.length === 0) throw new Error(`${topic.title}: ${slug} is on no demo tour`);
    return `${record.Title}: a stop on ${tours.map((t) => t.title).join("; ")}`;
  });
}

export function lessonSpec(
  topic: LessonTopic,
  band: SiteConfig["lessonPlans"]["gradeBands"][number],
): PdfDocumentSpec {
  const plan = topic.bands[band.slug];
  if (!plan) throw new Error(`No ${band.slug} plan written for "${topic.title}"`);
  const words = wordCount(topic.background);
  if (words < 120 || words > 200) {
    throw new Error(`"${topic.title}" background has ${words} words (120-200 expected)`);
  }
  const sites = relatedSites(topic);
  return {
    title: topic.title,
    subtitle: `${band.title} lesson plan`,
    kind: "LESSON PLAN",
    sections: [
      { heading: "Essential question", paragraphs: [topic.question] },
      {
        heading: "Objectives",
        paragraphs: ["Students will be able to:"],
        bullets: plan.objectives,
      },
      { heading: "Historical background", paragraphs: [topic.background] },
      { heading: "Activities", numbered: plan.activities },
      {
        heading: "Related sites on the tours",
        paragraphs: topic.siteNote ? [topic.siteNote] : undefined,
        bullets: sites,
        note: "Each stop links to its full record. Its Copy citation button gives the creator, the title, the site name, the date you accessed it and the page address: cite every record you use as evidence.",
      },
    ],
  };
}

export function findTopic(title: string): LessonTopic {
  const topic = TOPICS.find((t) => t.title === title);
  if (!topic) throw new Error(`No lesson plan text for "${title}"`);
  return topic;
}
