/** Lesson plan texts, part two: Fort Negley, public art, women's history, early history, the Gulch, TSU. */
import type { LessonTopic } from "./lesson-topic.js";

export const topicsB: LessonTopic[] = [
  {
    title: "Fort Negley",
    question: "Whose labor built Fort Negley, and how should the city remember them?",
    background:
      "Soon after the Union army occupied Nashville in February 1862, engineer Captain James St. Clair Morton designed a fort for St. Cloud Hill, south of downtown, to guard the roads and railroads into the city. Fort Negley, built of limestone and earth in a star shape, became the largest inland masonry fortification built during the Civil War. It was raised largely by African American laborers: more than 2,700 were enrolled for the work, many of them impressed from slavery or escaping it, and few were ever paid. Many died from exposure, disease and accidents. The fort was completed late in 1862 and stood inside the Union lines during the Battle of Nashville in December 1864. After the war it fell into ruin. Workers of the Works Progress Administration partly rebuilt it in the 1930s, and a visitors center opened in 2007 to tell the story of the fort and of the laborers who built it.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain the military purpose and design of Fort Negley.",
          "Analyze the experience of the African American laborers who built it, including impressment and unpaid work.",
          "Evaluate how the interpretation of the site has changed over time.",
        ],
        activities: [
          "Examine published rosters of the laborers and discuss what these records reveal and what they omit.",
          "Study the fort's star-shaped plan and explain how its angles let defenders cover every approach.",
          "Propose a memorial to the laborers, with a written rationale that cites at least two sources.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Explain why the Union army built a fort on St. Cloud Hill.",
          "Describe who built Fort Negley and under what conditions.",
          "Recognize Fort Negley as a place of memory for the people who built it.",
        ],
        activities: [
          "Draw the star shape of the fort on grid paper and label its walls and gates.",
          "Design a plaque that honors the laborers who built the fort.",
          "Take the Civil War Nashville Driving Tour virtually and list what soldiers could see from the hilltop.",
        ],
      },
    },
    recordSlugs: ["fort-negley"],
  },
  {
    title: "Public Arts and Murals",
    question: "Who decides which stories a city tells in its public art?",
    background:
      "Public art has told Nashville's story for more than a century. The Parthenon, built for the 1897 Tennessee Centennial Exposition and rebuilt in concrete by 1931, has housed Alan LeQuire's 42-foot statue of Athena since 1990. LeQuire also sculpted the Tennessee Woman Suffrage Monument, unveiled in Centennial Park in 2016. Since 1879 Hatch Show Print has carved and set type for posters whose bold lettering became part of the city's look. In 2000 Metro Nashville adopted a Percent for Public Art program, which sets aside part of the money for new public buildings to pay for artworks. Its commissions include Witness Walls (2017) by landscape architect Walter Hood beside the Historic Courthouse, which honor the civil rights movement. Painted murals by local and visiting artists now cover walls across the city, from the Gulch to North and East Nashville. Public art invites questions: who is remembered, who chooses, and how do images shape the way a city sees itself?",
    bands: {
      "grades-9-12": {
        objectives: [
          "Analyze how public artworks communicate messages about history and identity.",
          "Evaluate decisions about whom public art commemorates.",
          "Create an artist's proposal grounded in historical research.",
        ],
        activities: [
          "On the Midtown tour, compare the statue of Athena and the Suffrage Monument: subject, material, scale and message.",
          "Evaluate Witness Walls using photographs and the artist's statement. How does it ask visitors to take part?",
          "Propose a mural about a story from the Nashville Sites records, with a research note and a citation copied from the record page.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Identify public artworks in Nashville and the stories they tell.",
          "Describe how artists use symbols, color and lettering.",
          "Design a piece of public art about a Nashville story.",
        ],
        activities: [
          "Design a poster in the style of Hatch Show Print, using bold block letters and one simple picture.",
          "On the Midtown tour, identify the five women on the Suffrage Monument and what each one did.",
          "Sketch a mural for your school wall that tells one story from a tour stop.",
        ],
      },
    },
    recordSlugs: [
      "parthenon-centennial-park",
      "woman-suffrage-monument",
      "hatch-show-print",
      "davidson-county-courthouse",
      "bicentennial-capitol-mall",
    ],
  },
  {
    title: "Woman's Suffrage",
    question: "How did Tennessee become the thirty-sixth state to ratify the Nineteenth Amendment?",
    background:
      "By the summer of 1920, thirty-five states had ratified the Nineteenth Amendment, which forbids denying citizens the vote on account of sex. One more was needed. Governor Albert H. Roberts called the General Assembly into special session, and Nashville drew national attention. Both suffragists and their opponents set up headquarters at the Hermitage Hotel; supporters wore yellow roses and opponents red ones. National leader Carrie Chapman Catt worked alongside Tennessee suffragists such as Anne Dallas Dudley of Nashville and Abby Crawford Milton of Chattanooga, while J. Frankie Pierce, a Black Nashville educator, urged white suffragists to stand for the rights of Black women. The state Senate approved the amendment on August 13. In the House, on August 18, twenty-four-year-old Representative Harry T. Burn voted yes after reading a letter from his mother urging him to support suffrage. Tennessee became the thirty-sixth state to ratify, and the amendment was certified as part of the Constitution on August 26, 1920.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Explain the national and state context of the 1920 ratification vote.",
          "Analyze arguments on both sides of the debate, including the role of race.",
          "Evaluate the significance of individual decisions such as Harry Burn's vote.",
        ],
        activities: [
          "Read Febb Burn's letter to her son and his statement explaining his vote, and discuss how personal and political pressures met.",
          "Sort period arguments into yellow-rose and red-rose positions and identify the assumptions behind each.",
          "At the Suffrage Monument, analyze who is included and why J. Frankie Pierce's presence matters.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Explain what voting rights are and why women wanted them.",
          "Describe what happened in Nashville in August 1920.",
          "Identify Tennessee women who led the campaign.",
        ],
        activities: [
          "Yellow rose or red rose: sort simple statements into arguments for and against suffrage.",
          "Write a letter to a legislator in 1920, as Febb Burn did, explaining how you hope they will vote.",
          "Make a trading card for one of the five women on the Tennessee Woman Suffrage Monument.",
        ],
      },
    },
    recordSlugs: ["hermitage-hotel", "tennessee-state-capitol", "woman-suffrage-monument"],
  },
  {
    title: "Women's History Highlights",
    question: "How did Nashville women push against the limits placed on them in different eras?",
    background:
      "Women have shaped Nashville in every era. Charlotte Reeves Robertson, wife of founder James Robertson, lived through the settlement's hard early years and is buried in the City Cemetery. Adelicia Acklen, one of the wealthiest women in the South before the Civil War, built Belmont Mansion in the early 1850s with a fortune drawn largely from enslaved labor; the estate later became a school for girls and is now part of Belmont University. Ella Sheppard, a pianist born into slavery, helped lead the Fisk Jubilee Singers, whose tours saved Fisk University. In 1920 Anne Dallas Dudley and J. Frankie Pierce worked for woman suffrage. Diane Nash, a Fisk student, became a leader of the 1960 sit-ins and the Freedom Rides. Wilma Rudolph, a Tennessee A&I Tigerbelle, won three gold medals at the 1960 Olympic Games in Rome. Studying these women together shows how race, class and gender shaped what each could do, and how each pushed against those limits.",
    bands: {
      "grades-9-12": {
        objectives: [
          "Compare the lives and opportunities of Nashville women across two centuries.",
          "Analyze how race and class shaped women's public roles.",
          "Construct a historical argument about change and continuity.",
        ],
        activities: [
          "Gallery walk: one station per woman. Record evidence of the opportunities and limits each one faced.",
          "Analyze the sources of Adelicia Acklen's wealth and discuss how house museums should interpret enslaved labor.",
          "Record a two-minute audio profile of one woman, with a list of cited sources.",
        ],
      },
      "grades-4-8": {
        objectives: [
          "Identify several Nashville women and what they achieved.",
          "Explain obstacles these women faced because of their race or gender.",
          "Connect each woman's story to a place on the tours.",
        ],
        activities: [
          "Build a class timeline from 1780 to 1960 with one card per woman.",
          "Write a \u201CWho am I?\u201D riddle card about one woman for classmates to solve.",
          "Make a biography poster that includes a place on the tours connected to her life.",
        ],
      },
    },
    recordSlugs: [
      "belmont-mansion",
      "fisk-jubilee-hall",
      "woman-suffrage-monument",
      "woolworth-on-fifth",
      "tennessee-state-university",
      "nashville-city-cemetery",
    ],
  },
];
