/** The classroom guide: how teachers use the tours, records and lesson plans with a class. */
import type { SiteConfig } from "@tours/shared";
import type { PdfDocumentSpec } from "./lesson-pdf.js";

export function classroomGuideSpec(site: SiteConfig): PdfDocumentSpec {
  const { classroomGuide, gradeBands } = site.lessonPlans;
  return {
    title: classroomGuide.title,
    subtitle: "For teachers of grades 4\u201312",
    kind: "CLASSROOM GUIDE",
    sections: [
      {
        heading: "About the tours",
        paragraphs: [
          `${site.siteName} offers free, self-guided walking and driving tours of Nashville's history. There is no account to create, no app to install and no advertising. Each tour stop has narration you can listen to, a short narrative to read, images and a full record with sources. Tours work on phones, tablets and computers, in person at the sites or virtually from the classroom.`,
        ],
      },
      {
        heading: "Before you go",
        bullets: [
          "Preview the tour virtually, and check the duration, distance and number of sites shown on each tour card.",
          "Check the opening hours of indoor stops, such as the Civil Rights Room at the Nashville Public Library.",
          "Plan small groups with an adult for each group. One charged phone per group is enough.",
          "Bring headphones or use phone speakers at a low volume for the narration.",
        ],
      },
      {
        heading: "Taking a tour with a class",
        bullets: [
          "In person: open the tour and choose Take Tour. The directions map asks for the phone's location only when it is opened, and only with permission.",
          "Virtually: choose Take Tour Virtually and project the stops. Use Go To Next Stop to move along the route without traveling.",
          "Walking tours cross busy streets: keep to sidewalks and marked crossings. On driving tours, only passengers should use the phone.",
        ],
      },
      {
        heading: "Records and citations",
        paragraphs: [
          "Every stop links to a full record with its description, sources, contributors and rights. The Copy citation button gives a ready-made citation: creator, title in quotes, site name, the date accessed and the page address. Ask students to cite each record they use as evidence.",
        ],
      },
      {
        heading: "Lesson plans in this collection",
        bullets: gradeBands.map(
          (b) => `${b.title}: ${b.documents.map((d) => d.title).join(", ")}.`,
        ),
      },
      {
        heading: "Questions and corrections",
        paragraphs: [
          `Write to ${site.infoEmail} with questions, for help planning a class visit or to report an error. Our researchers check every correction against the sources before the site is updated.`,
        ],
      },
    ],
  };
}
