/** Lesson plan texts, part one: neighbourhoods, civil rights, the New South and the Civil War. */
import type { LessonTopic } from "./lesson-topic.js";

export const topicsA: LessonTopic[] = [
  {
    title: "Jefferson Street",
    question:
      "How did one street become the heart of Black Nashville's business, education and music, and what changed it?",
    background:
      "Jefferson Street runs west from the Cumberland River through North Nashville, near three historically Black institutions: Fisk University (1866), Meharry Medical College (1876) and Tennessee State University (1912). In the era of segregation it became the main commercial and social corridor of Black Nashville, lined with churches, insurance offices, pharmacies, restaurants and barbershops owned by African Americans. From the 1940s into the 1960s its nightclubs, among them Club Baron and the Del Morocco, drew national rhythm-and-blues stars and gave young local musicians a stage; a young Jimi Hendrix played the street's clubs in the early 1960s. In the late 1960s the route of Interstate 40 was drawn through North Nashville. Residents organized and went to court to change it, but the highway was built, splitting the neighborhood and displacing hundreds of homes and businesses. Today the Jefferson Street Sound Museum, churches and community festivals keep the street's history alive.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain how segregation shaped the growth of Black-owned businesses and institutions along Jefferson Street.",
          "Analyze the decisions behind the route of Interstate 40 and their effects on North Nashville residents.",
          "Use records and images from the Nashville Sites archive as evidence in a written argument.",
        ],
        activities: [
          "Map study: compare a 1950s map or aerial photograph of North Nashville with a current map, and list what the interstate replaced.",
          "Take the Jefferson Street and the Campuses tour in person or virtually and note three pieces of evidence at each stop.",
          "Write a one-page letter to the editor, as a North Nashville resident in 1967, about the planned highway route. Cite at least two sources using the Copy citation button on each record page.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Describe the kinds of businesses, schools and gathering places that made Jefferson Street a community center.",
          "Explain how building a highway changed the neighborhood and the people who lived there.",
          "Connect music, schools and churches to the people who built them.",
        ],
        activities: [
          "Draw a map of Jefferson Street in 1955 that shows a school, a church, a music club and a shop from the tour.",
          "Listen to the Club Baron stop and write three questions you would ask a musician who played there.",
          "Class discussion: what would change in your own neighborhood if a highway were built through it?",
        ],
      },
    },
    recordSlugs: [
      "club-baron-jefferson-street",
      "fisk-jubilee-hall",
      "meharry-medical-college",
      "tennessee-state-university",
      "hadley-park",
    ],
  },
  {
    title: "East Nashville",
    question:
      "How do disasters and rebuilding shape a neighborhood, and who decides what it keeps?",
    background:
      "East Nashville lies across the Cumberland River from downtown. Much of it began as Edgefield, a suburb that grew once bridges linked it to the city; Edgefield was incorporated as a separate town in 1868 and joined Nashville in 1880. Streetcar lines helped make it a neighborhood of Victorian houses, churches and corner stores. On March 22, 1916, a fire driven by high winds swept through the neighborhood in a few hours, destroying hundreds of homes, churches and other buildings and leaving thousands of people homeless. Rebuilding brought the bungalows still seen on many streets. Tornadoes struck East Nashville in 1933, 1998 and 2020, and each time residents rebuilt. Today the Edgefield historic district, the Five Points commercial area and Shelby Park show layers of the neighborhood's past. Its story raises questions about disaster, recovery and who is able to stay when a neighborhood grows popular and housing becomes more expensive.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Trace the growth of Edgefield from a separate town to a Nashville neighborhood.",
          "Evaluate how the 1916 fire and later tornadoes changed the buildings and the population of East Nashville.",
          "Analyze present-day debates about preservation and affordability using evidence.",
        ],
        activities: [
          "House detectives: compare photographs of Victorian houses and post-1916 bungalows, identify the features of each, and explain what the difference reveals about the fire.",
          "Research one disaster (1916, 1933, 1998 or 2020) through newspaper accounts and present how the city and residents responded.",
          "Seminar: who should decide what a changing neighborhood keeps? Prepare two pieces of evidence for your position.",
        ],
      },
    },
    recordSlugs: ["fort-nashborough"],
    siteNote:
      "No stop on the current tours stands in East Nashville. From the Fort Nashborough stop, look across the Cumberland River toward the East Bank, then use the records to compare the two sides of the river.",
  },
  {
    title: "Civil Rights Sit-Ins",
    question:
      "Why did disciplined nonviolence succeed in desegregating Nashville's lunch counters in 1960?",
    background:
      "In the fall of 1959 the Reverend James Lawson, a Vanderbilt divinity student, led workshops in nonviolent direct action at Clark Memorial Methodist Church. College students from Fisk University, Tennessee A&I State University and American Baptist Theological Seminary practiced staying calm while being insulted and shoved. On February 13, 1960, they sat down at the segregated lunch counters of Woolworth, Kress and McLellan's downtown. On February 27 white onlookers attacked seated students, and police arrested dozens of protesters, John Lewis among them, rather than the attackers. Black Nashvillians answered with a boycott of downtown stores. On April 19 the home of attorney Z. Alexander Looby, who defended the students, was bombed. Some three thousand people marched silently to the courthouse, where Diane Nash asked Mayor Ben West whether it was wrong to discriminate against a person because of race; he said that it was. On May 10, 1960, downtown lunch counters began serving Black customers.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain the philosophy and training behind nonviolent direct action.",
          "Analyze how sit-ins, the boycott and the march worked together to pressure the city.",
          "Evaluate primary sources such as the sit-in rules of conduct and news photographs.",
        ],
        activities: [
          "Close reading: study the rules of conduct displayed in the library's Civil Rights Room and explain why each rule mattered to the strategy.",
          "Build a timeline from February 13 to May 10, 1960, with arrows showing cause and effect.",
          "At the courthouse stop, read the exchange between Diane Nash and Mayor West, then discuss the power of a public question.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Describe what a sit-in is and why the students chose nonviolence.",
          "Identify key people, including Diane Nash, John Lewis, James Lawson and Z. Alexander Looby.",
          "Explain how students and the wider community worked together.",
        ],
        activities: [
          "Read the sit-in rules of conduct and rewrite them in your own words. Which rule would be hardest to follow, and why?",
          "In groups, plan a peaceful protest meeting with roles: leader, trainer, lawyer, reporter.",
          "Write a postcard from a student in 1960 to a family member describing a day at the lunch counter.",
        ],
      },
    },
    recordSlugs: [
      "nashville-public-library-civil-rights-room",
      "woolworth-on-fifth",
      "davidson-county-courthouse",
      "fisk-jubilee-hall",
      "tennessee-state-university",
    ],
  },
  {
    title: "New South",
    question:
      "Who shaped Nashville's growth after Reconstruction, and who was left out of its progress?",
    background:
      "After the Civil War and Reconstruction, editors and business leaders across the region promoted a \u201CNew South\u201D of railroads, factories and growing cities. Nashville embraced the idea. President Rutherford B. Hayes laid the cornerstone of the U.S. Customs House in 1877, a gesture of reconciliation at the end of Reconstruction. Vanderbilt University, founded in 1873 with a gift from Cornelius Vanderbilt, opened in 1875, and riverboat captain Thomas Ryman built the Union Gospel Tabernacle, today's Ryman Auditorium, in 1892. In 1897 the Tennessee Centennial Exposition drew visitors to a fairground with a full-scale replica of the Parthenon, celebrating Nashville as the \u201CAthens of the South.\u201D The Louisville and Nashville Railroad made the city a rail hub, and Union Station opened in 1900. Progress was not shared by all: in 1881 Tennessee passed one of the first laws separating Black and white railroad passengers, and Black Nashvillians built their own schools, churches and businesses while challenging segregation.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Define the New South creed and identify the goals of its promoters.",
          "Analyze how railroads, universities and the 1897 exposition shaped Nashville's growth and image.",
          "Evaluate who benefited from New South progress and who was excluded.",
        ],
        activities: [
          "Architecture as evidence: compare the Customs House, Union Station and the Parthenon. What message did each building send, and to whom?",
          "Read an excerpt of Henry Grady's 1886 \u201CNew South\u201D speech alongside a description of Tennessee's 1881 railroad law, and write a paragraph on the gap between promise and practice.",
          "Design a poster for the 1897 Centennial Exposition, then a second poster showing what the official story left out.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Explain how railroads and river trade helped Nashville grow.",
          "Describe three buildings built between 1875 and 1900 and what they were used for.",
          "Compare life for different groups of people in Nashville around 1900.",
        ],
        activities: [
          "Then and now: compare a historic and a current photograph of Union Station and list what changed and what stayed.",
          "Make a Hatch Show Print-style poster advertising the 1897 Centennial Exposition.",
          "Write a diary entry about attending an event at the Union Gospel Tabernacle in 1895.",
        ],
      },
    },
    recordSlugs: [
      "customs-house",
      "union-station",
      "ryman-auditorium",
      "hatch-show-print",
      "parthenon-centennial-park",
      "kirkland-hall",
    ],
  },
  {
    title: "Downtown Civil War",
    question:
      "How did four years of war and occupation change Nashville and the people who lived there?",
    background:
      "Tennessee left the Union in June 1861, and Nashville became an important Confederate supply center. After Union forces captured Fort Donelson on the Cumberland River in February 1862, Confederate troops withdrew, and on February 25 Nashville became the first Confederate state capital occupied by the Union army. President Abraham Lincoln appointed Andrew Johnson military governor, and soldiers fortified Capitol Hill, which they called Fortress Andrew Johnson. For the rest of the war Nashville was an occupied city and one of the Union's largest supply depots, crowded with soldiers, hospitals and warehouses; the Downtown Presbyterian Church served as a hospital. Thousands of enslaved people escaped to Union lines in the city. Many worked on fortifications, and many men joined the United States Colored Troops. In December 1864 Confederate General John Bell Hood's army approached the city, and on December 15 and 16 Union forces under General George H. Thomas defeated it in the Battle of Nashville.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain why rivers, railroads and capital status made Nashville a strategic target.",
          "Analyze how Union occupation changed daily life for soldiers, white residents and enslaved people.",
          "Use evidence from downtown buildings and records to support historical claims.",
        ],
        activities: [
          "Mark rivers, railroads and forts on an 1864 map of Nashville and explain why the Union held the city.",
          "Compare accounts of the occupation by a Union soldier, a Unionist resident, a Confederate sympathizer and a formerly enslaved person.",
          "Take the Capitol Hill and Downtown History tour and note evidence of the occupation at each stop.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Locate Nashville on a map and explain why its rivers and railroads mattered in the war.",
          "Describe how buildings such as the Capitol and downtown churches were used during the war.",
          "Explain what reaching Union lines meant for people escaping slavery.",
        ],
        activities: [
          "Make a two-column chart of how each downtown building was used in 1862 and how it is used today.",
          "Write a letter home as a soldier stationed at Fortress Andrew Johnson.",
          "On a class map, mark the Cumberland River, the Capitol, Fort Negley and the railroad lines.",
        ],
      },
    },
    recordSlugs: [
      "tennessee-state-capitol",
      "downtown-presbyterian-church",
      "davidson-county-courthouse",
      "nashville-city-cemetery",
      "fort-negley",
    ],
  },
  {
    title: "Early Black Life and Culture",
    question:
      "How did Black Nashvillians build community, education and culture before and after emancipation?",
    background:
      "Black Nashvillians have shaped the city since its founding: enslaved men and women arrived with the first settlers in 1779 and 1780. By 1860 several thousand enslaved people and several hundred free people of color lived in Nashville. Free Black residents built churches and, despite growing restrictions, ran schools; teachers such as Alphonso Sumner and Daniel Wadkins taught Black children in the decades before the Civil War. Thousands of enslaved and free African Americans are buried in the City Cemetery, opened in 1822. After emancipation, education became a priority. Fisk University opened in January 1866, and in 1871 its student choir, the Fisk Jubilee Singers, began touring to save the school; their concerts of spirituals paid for Jubilee Hall, completed in 1876. That same year Meharry Medical College began training Black doctors. By the early twentieth century Black Nashvillians had built businesses, publishing houses and, in 1912, Hadley Park, widely described as one of the first public parks for Black Americans.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Describe the lives of enslaved and free Black Nashvillians before 1865.",
          "Explain how institutions founded after the Civil War became foundations of Black community life.",
          "Analyze the Jubilee Singers' tours as both a cultural achievement and a fundraising strategy.",
        ],
        activities: [
          "Listen to a recording of the Fisk Jubilee Singers and read about their first tour in 1871. Discuss how music served both faith and survival.",
          "Use City Cemetery records to research the life of one person, enslaved or free, and present what the sources reveal and leave out.",
          "Compare the founding of Fisk and Meharry: who funded them, whom they served and what obstacles they faced.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Identify ways Black Nashvillians built community before and after the Civil War.",
          "Explain how the Fisk Jubilee Singers saved their school.",
          "Describe why schools mattered so much to families after emancipation.",
        ],
        activities: [
          "Trace the Jubilee Singers' tours across the United States and Europe on a map.",
          "Make a class community quilt with one square each for a church, a school, a business and a park.",
          "Write a letter of welcome to one of Fisk University's first students in 1866.",
        ],
      },
    },
    recordSlugs: [
      "fisk-jubilee-hall",
      "meharry-medical-college",
      "nashville-city-cemetery",
      "morris-memorial-building",
      "hadley-park",
    ],
  },
];
