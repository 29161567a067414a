/** Lesson plan texts, part three: early history, the Gulch and Tennessee State University. */
import type { LessonTopic } from "./lesson-topic.js";

export const topicsC: LessonTopic[] = [
  {
    title: "Early History",
    question: "Whose land was the Cumberland bluff, and what did the founding of Nashville cost?",
    background:
      "People lived along the Cumberland River for thousands of years before European settlers arrived. Between about 1000 and 1450 CE, Mississippian towns with earthen mounds and farming villages stood in the Nashville area. Later the region was a hunting ground claimed by several nations, among them the Cherokee, Chickasaw and Shawnee. French traders visited a salt spring known as the French Lick in the early 1700s. In the winter of 1779\u201380 James Robertson led a group of settlers overland to the bluff above the river, and in April 1780 a flotilla of flatboats led by John Donelson arrived after a long and dangerous voyage. That May the settlers adopted the Cumberland Compact, an agreement for self-government, and named their station for Revolutionary War general Francis Nash. Enslaved people were among the first residents, and the settlement fought for years with Native nations defending their land. Nashborough was renamed Nashville in 1784 and became Tennessee's permanent capital in 1843.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Describe the Native American presence in the Cumberland region before 1780.",
          "Analyze the Cumberland Compact as a document of self-government and of exclusion.",
          "Evaluate the costs of settlement for Native nations and for enslaved people.",
        ],
        activities: [
          "Close-read the Cumberland Compact: who signed it, who could not, and what powers it created.",
          "Read excerpts of John Donelson's journal of the voyage and map the route along the Holston, Tennessee, Ohio and Cumberland rivers.",
          "Write a short essay on the founding of Nashville from two perspectives, citing records from the site.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Identify the first peoples of the Nashville area.",
          "Explain how and why settlers traveled to the Cumberland bluff in 1779 and 1780.",
          "Describe what the Cumberland Compact did.",
        ],
        activities: [
          "Trace the overland route and the river voyage on a map and compare the two journeys.",
          "Write a class compact with rules for working together, then compare it with the 1780 agreement.",
          "Visit the Fort Nashborough stop virtually and draw what the station might have looked like in 1780.",
        ],
      },
    },
    recordSlugs: [
      "fort-nashborough",
      "tennessee-state-museum",
      "nashville-city-cemetery",
      "travellers-rest",
      "clover-bottom-mansion",
    ],
  },
  {
    title: "Gulch Highlights",
    question: "How did the railroad build, abandon and rebuild the Gulch?",
    background:
      "The Gulch is a low valley just southwest of downtown where railroad lines converged. In the late nineteenth century the Louisville and Nashville Railroad and other lines filled it with tracks, rail yards and freight buildings. In 1900 the L&N opened Union Station at its eastern edge, a Richardsonian Romanesque building of gray limestone designed by the railroad's chief engineer, Richard Montfort. For decades trains carried passengers, mail and freight through the station, and during World War II troop trains crowded its platforms. As travel shifted to cars and airplanes, passenger service declined; it ended at Union Station in 1979, and the Gulch became an area of warehouses, rail yards and vacant lots, known to music fans for the Station Inn bluegrass club. Union Station reopened as a hotel in 1986. Since the early 2000s, private development has turned the old rail yards into a dense neighborhood of apartments, offices and shops, while freight trains still run through the valley.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain how railroads shaped the Gulch and downtown Nashville.",
          "Analyze the causes of the area's decline and redevelopment.",
          "Evaluate the benefits and costs of urban redevelopment.",
        ],
        activities: [
          "Compare Sanborn fire insurance maps of the Gulch from the early 1900s with a current map and list what changed.",
          "Study Union Station's architecture and explain what its materials and tower were meant to say about the railroad and the city.",
          "Debate: who benefits when a neighborhood is redeveloped, and who should have a say?",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Describe how trains carried people and goods to and from Nashville.",
          "Identify the main features of Union Station.",
          "Compare the Gulch in 1900 and today.",
        ],
        activities: [
          "Make a timeline of Union Station from 1900 to today.",
          "Sketch the front of Union Station and label its tower, arches and stone.",
          "Then and now: list three things a traveler would see in the Gulch in 1945 and three things a visitor sees today.",
        ],
      },
    },
    recordSlugs: ["union-station"],
  },
  {
    title: "Tennessee State University",
    question:
      "How did a school founded to train teachers and farmers become a center of achievement and change?",
    background:
      "Tennessee State University opened on June 19, 1912, as the Agricultural and Industrial State Normal School for Negroes, a public school created to train Black teachers, farmers and tradespeople. Its first president, William Jasper Hale, led it for more than three decades as it grew from a normal school into a college, and in 1951 it became a university. Students and faculty built the campus on farmland in North Nashville near the Cumberland River. As Tennessee A&I State University, its students joined the 1960 sit-ins, and in 1961 the school expelled students who rode on the Freedom Rides; decades later the university honored them with honorary degrees. Its women's track team, the Tigerbelles, coached by Ed Temple, produced Olympic champions, among them Wilma Rudolph, who won three gold medals in 1960. The school took the name Tennessee State University in 1968 and in 1979 merged with the University of Tennessee at Nashville. Today it is a public, historically Black land-grant university.",
    bands: {
      "grades-4-8": {
        objectives: [
          "Explain why the school was founded and whom it served.",
          "Describe how its students took part in the civil rights movement.",
          "Identify achievements of its students in education and athletics.",
        ],
        activities: [
          "Make a timeline of the school's names from 1912 to 1968 and explain what each change meant.",
          "Read about Wilma Rudolph and write a short biography that includes her years as a Tigerbelle.",
          "Write a letter to one of the students expelled for riding on the Freedom Rides, telling them what their courage means today.",
        ],
      },
    },
    recordSlugs: ["tennessee-state-university", "woolworth-on-fifth"],
  },
];
