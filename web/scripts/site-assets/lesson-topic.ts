/** Shape of one lesson plan topic: shared background, band-specific objectives and activities. */
export interface BandPlan {
  objectives: string[];
  activities: string[];
}

export interface LessonTopic {
  /** Matches a document title in site-config.json. */
  title: string;
  question: string;
  /** 120–200 words of accurate history; checked by the generator. */
  background: string;
  /** Keyed by grade band slug from site-config.json. */
  bands: Record<string, BandPlan>;
  /** Records whose stops on the demo tours relate to the topic. */
  recordSlugs: string[];
  /** Extra guidance when no tour stop sits in the area itself. */
  siteNote?: string;
}
