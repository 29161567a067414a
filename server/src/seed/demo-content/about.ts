/**
 * Demo "About us" content for the fictional Nashville Sites Foundation:
 * staff, curriculum team, contact details, QR code signs, social links and
 * the tours featured on the home page. People and the organisation are
 * invented; the sites the QR codes point to are real (see ./records.ts).
 */
import type { DemoQrCode, DemoStaffMember } from "./types.js";

/** Deliberately not in `sortOrder` order, so the seeder/UI sorting is exercised. */
export const demoStaff: DemoStaffMember[] = [
  {
    titleLine: "Naomi Park, Curator of Digital Collections",
    bio:
      "<p>Naomi Park manages the foundation's archive of records, images, and oral histories, and edits the narration for every tour stop. She previously worked in special collections at a university library, where she digitized photograph collections documenting twentieth-century Nashville.</p>" +
      "<p>Naomi holds a master's degree in library and information science and leads the foundation's work on accessible audio and image descriptions.</p>",
    sortOrder: 3,
    imageAlt: "Portrait of Naomi Park",
  },
  {
    titleLine: "Evelyn Carter, Executive Director",
    bio:
      "<p>Evelyn Carter founded the Nashville Sites Foundation to make the city's history free to explore for residents, students, and visitors alike. Before leading the foundation she spent fifteen years as a public-school social studies teacher and museum educator in Middle Tennessee.</p>" +
      "<p>She oversees the foundation's tours, partnerships with local archives and historic sites, and its commitment to an ad-free, open website.</p>",
    sortOrder: 1,
    imageAlt: "Portrait of Evelyn Carter",
  },
  {
    titleLine: "Darnell Whitfield, Education Coordinator",
    bio:
      "<p>Darnell Whitfield develops the lesson plans that accompany the foundation's tours and trains teachers to use them on field trips and in the classroom. His work focuses on the civil rights movement in Nashville and on teaching with primary sources.</p>" +
      "<p>A former middle-school history teacher, Darnell coordinates the curriculum team and the foundation's student volunteer program.</p>",
    sortOrder: 4,
    imageAlt: "Portrait of Darnell Whitfield",
  },
  {
    titleLine: "Marcus Bell, Director of Research",
    bio:
      "<p>Marcus Bell directs research for every record and tour, checking dates, names, and locations against archival sources, National Register files, and published scholarship. He specializes in the Civil War and Reconstruction in Middle Tennessee.</p>" +
      "<p>Marcus welcomes corrections from readers; each correction is reviewed against the sources before the site is updated.</p>",
    sortOrder: 2,
    imageAlt: "Portrait of Marcus Bell",
  },
  {
    titleLine: "Ruth Anne Mayfield, Field Operations Manager",
    bio:
      "<p>Ruth Anne Mayfield coordinates the installation and upkeep of the foundation's QR code signs with property owners, Metro departments, and state agencies. She inspects every sign at least twice a year and tracks repairs and replacements.</p>" +
      "<p>If you find a damaged or missing sign, Ruth Anne would like to hear from you.</p>",
    sortOrder: 5,
    imageAlt: "Portrait of Ruth Anne Mayfield",
  },
];

export const demoCurriculumTeam: { titleLine: string }[] = [
  { titleLine: "Dr. Angela Brooks, Curriculum Lead and Social Studies Specialist" },
  { titleLine: "James Whitaker, Eighth Grade U.S. History Teacher" },
  { titleLine: "Sofia Ramirez, Literacy and Primary Sources Specialist" },
  { titleLine: "Kevin O'Neal, High School U.S. History Teacher" },
  { titleLine: "Dr. Harold Greene, Advisor on Civil Rights History" },
];

export const demoContactInfo: { phone: string; email: string; address: [string, string, string] } =
  {
    phone: "(615) 555-0142",
    email: "info@nashvillesites.org",
    address: ["Nashville Sites Foundation", "P.O. Box 190142", "Nashville, TN 37219"],
  };

/** One sign per status at least; every recordSlug exists in ./records.ts. */
export const demoQrCodes: DemoQrCode[] = [
  {
    recordSlug: "tennessee-state-capitol",
    locationName: "State Capitol, south walkway",
    locationDescription:
      "Post-mounted sign at the edge of the walkway below the south portico, facing Charlotte Avenue.",
    address: "600 Dr. Martin L. King Jr. Blvd",
    zip: "37243",
    notes:
      "Installed with approval of the state Capitol Commission. Inspected in March: clean, scans on first try.",
    status: "OK",
    codeLabelName: "QR-DT-001",
  },
  {
    recordSlug: "ryman-auditorium",
    locationName: "Ryman Auditorium, Fifth Avenue plaza",
    locationDescription:
      "Wall plaque beside the historical marker near the plaza entrance, about four feet high.",
    address: "116 Rep. John Lewis Way N",
    zip: "37219",
    notes:
      "Installed after approval from venue management. Check scan counts after the first month.",
    status: "Installed",
    codeLabelName: "QR-DT-002",
  },
  {
    recordSlug: "woolworth-on-fifth",
    locationName: "Woolworth on Fifth, storefront",
    locationDescription: "Window decal inside the north front window, readable from the sidewalk.",
    address: "221 Rep. John Lewis Way N",
    zip: "37219",
    notes:
      "Decal printed. Waiting for the building owner's sign-off on placement before installation.",
    status: "Pending Installation",
    codeLabelName: "QR-DT-003",
  },
  {
    recordSlug: "davidson-county-courthouse",
    locationName: "Davidson County Courthouse, south steps",
    locationDescription:
      "Low pedestal sign to the left of the south steps, facing the Public Square.",
    address: "1 Public Square",
    zip: "37201",
    notes:
      "Installed. Metro General Services may ask us to cover the sign during events on the square.",
    status: "Installed",
    codeLabelName: "QR-DT-004",
  },
  {
    recordSlug: "fort-negley",
    locationName: "Fort Negley, boardwalk entrance",
    locationDescription:
      "Post sign at the start of the boardwalk loop, uphill from the visitors center.",
    address: "1100 Fort Negley Blvd",
    zip: "37203",
    notes:
      "Park staff reported the sign missing; the post is still in place. Replacement panel ordered.",
    status: "Sign Missing/Stolen",
    codeLabelName: "QR-CW-001",
  },
  {
    recordSlug: "fisk-jubilee-hall",
    locationName: "Fisk University, Jubilee Hall lawn",
    locationDescription:
      "Small sign at the edge of the lawn in front of Jubilee Hall, beside the campus walkway.",
    address: "1000 17th Ave N",
    zip: "37208",
    notes:
      "Marker ink over part of the code; scans only intermittently. Cleaning scheduled with campus facilities.",
    status: "Illegible/Marked On",
    codeLabelName: "QR-NC-001",
  },
  {
    recordSlug: "parthenon-centennial-park",
    locationName: "Centennial Park, Parthenon east steps",
    locationDescription: "Sign clamped to the railing beside the east steps of the Parthenon.",
    address: "2500 West End Ave",
    zip: "37203",
    notes:
      "Laminate cracked and sun-faded; code will not scan. Replace with a UV-resistant aluminum panel.",
    status: "Damaged/Will Not Scan",
    codeLabelName: "QR-NC-002",
  },
  {
    recordSlug: "the-hermitage",
    locationName: "The Hermitage, visitor center path",
    locationDescription:
      "Sign along the paved path from the visitor center to the mansion, near the first bench.",
    address: "4580 Rachel's Ln",
    zip: "37076",
    notes: "Installed last fall with site staff. Inspected in April: no issues.",
    status: "OK",
    codeLabelName: "QR-DR-001",
  },
];

/** Shown only if provided: tiktok is left empty on purpose. */
export const demoSocialLinks = {
  facebook: "https://www.facebook.com/nashvillesitesfoundation",
  twitter: "https://twitter.com/nashvillesites",
  instagram: "https://www.instagram.com/nashvillesitesfoundation",
  tiktok: "",
};

export const demoFeaturedTourSlugs: string[] = [
  "downtown-civil-rights-and-sit-ins",
  "jefferson-street-and-the-campuses",
  "civil-war-nashville-driving-tour",
];
