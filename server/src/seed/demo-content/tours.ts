/**
 * Demo tours. Every stop's `recordSlug` refers to a record in ./records.ts.
 * `narration`, `introNarration` and `outroNarration` are read aloud by
 * server/scripts/make-demo-audio.sh, which writes
 * src/seed/demo-media/audio/{tourSlug}--{stopSlug|intro|outro}.mp3.
 */
import type { DemoTour } from "./types.js";

export const demoTours: DemoTour[] = [
  // ------------------------------------------------------------------------
  {
    slug: "downtown-civil-rights-and-sit-ins",
    title: "Downtown Civil Rights and Sit-Ins",
    description:
      "Walk the downtown blocks where Nashville college students challenged segregated lunch counters in 1960, from the library's Civil Rights Room to the courthouse steps.",
    categories: ["Downtown Nashville Tours", "Tours with Lesson Plans"],
    duration: 1.5,
    distance: 1.3,
    intro:
      "<p>In the winter and spring of 1960, students from Fisk University, Tennessee A&amp;I State University, and American Baptist Theological Seminary turned downtown Nashville into a classroom of nonviolent protest. Trained in workshops led by the Reverend James Lawson, they sat at segregated lunch counters, endured violence and arrest, and won the desegregation of downtown lunch counters in one of the first major Southern cities to change.</p>" +
      "<p>This tour follows their story through five sites, beginning in the Nashville Public Library's Civil Rights Room and ending at the Tennessee State Museum. Allow about ninety minutes, check the library's hours before you start, and expect a steep climb between Church Street and the Public Square.</p>" +
      "<p>Teachers will find discussion questions and primary-source activities in the lesson plan that accompanies this tour.</p>",
    outro:
      "<p>The lunch counters opened on May 10, 1960, but the Nashville movement did not stop there. Its students went on to help lead the Freedom Rides, the Student Nonviolent Coordinating Committee, and voting-rights campaigns across the South.</p>" +
      "<p>To continue the story, take our <strong>Jefferson Street and the Campuses</strong> tour, which begins at Fisk University.</p>",
    introNarration:
      "Welcome to Downtown Civil Rights and Sit-Ins. In 1960, Nashville college students used disciplined nonviolence to challenge segregated lunch counters. Over the next ninety minutes, you will walk the blocks where they sat in, marched, and changed their city.",
    outroNarration:
      "Thank you for walking with us. The students you followed today went on to help lead the Freedom Rides and voting-rights campaigns across the South. Continue their story on our Jefferson Street and the Campuses tour.",
    stops: [
      {
        slug: "civil-rights-room",
        siteName: "Civil Rights Room, Nashville Public Library",
        recordSlug: "nashville-public-library-civil-rights-room",
        narrativeText:
          "<p>Begin on the second floor of the Main Library, in the Civil Rights Room. Its centerpiece is a round table that evokes a lunch counter. Around its edge are the rules of conduct that sit-in volunteers carried with them: do not strike back or curse if abused, sit straight and face the counter, stay courteous at all times, and remember the teachings of Jesus, Gandhi, and Martin Luther King Jr.</p>" +
          "<p>Those rules were the product of months of preparation. In the fall of 1959, the Reverend James Lawson, a Vanderbilt divinity student who had encountered Gandhian nonviolence as a Methodist missionary in India, led workshops at Clark Memorial Methodist Church in North Nashville. Students such as Diane Nash, John Lewis, Bernard Lafayette, and Marion Barry role-played being insulted and shoved until they could absorb abuse without retaliating.</p>" +
          "<p>Before you leave, look at the photographs of the students. Most were teenagers or in their early twenties. Ask yourself what it would take to sit quietly while a crowd threatened you, and why the students believed that discipline would be more powerful than anger.</p>",
        narration:
          "You are standing in the Civil Rights Room of the Nashville Public Library. The table before you recalls a lunch counter and carries the rules of conduct that sit-in students followed. Those rules were practiced for months in workshops led by the Reverend James Lawson before the first sit-ins began in February 1960.",
      },
      {
        slug: "woolworth-lunch-counter",
        siteName: "Woolworth on Fifth",
        recordSlug: "woolworth-on-fifth",
        narrativeText:
          "<p>Walk east to Fifth Avenue North, which now also bears the name Rep. John Lewis Way. On Saturday, February 13, 1960, about 124 students entered the Woolworth, Kress, and McLellan's variety stores on this block, took seats at the whites-only lunch counters, and asked to be served. They were refused and sat quietly until the counters closed. The sit-ins continued through February, growing each week.</p>" +
          "<p>On February 27 the protest turned violent. White youths pulled students from their stools, punched and kicked them, and spat on them, while police arrested the seated students rather than their attackers. Among those jailed was John Lewis, then a seminary student, in the first of many arrests in his life. The students refused to pay their fines and chose jail instead, a decision that drew national attention and new volunteers.</p>" +
          "<p>The Woolworth building survives. Its restored interior now operates as a restaurant and event space that interprets the sit-ins, so please be considerate of diners if you step inside.</p>",
        narration:
          "This Fifth Avenue building housed the Woolworth store where students sat at the segregated lunch counter on February 13, 1960. Two weeks later, white attackers pulled protesters from their seats while police arrested the students, including John Lewis. The students chose jail over paying fines, and the nation took notice.",
      },
      {
        slug: "morris-memorial",
        siteName: "Morris Memorial Building",
        recordSlug: "morris-memorial-building",
        narrativeText:
          "<p>Climb north toward Charlotte Avenue and the Capitol. The neoclassical Morris Memorial Building was completed in 1926 for the National Baptist Convention, USA, one of the largest Black religious organizations in the country. Its Sunday School Publishing Board printed lesson books and hymnals for congregations across the nation.</p>" +
          "<p>The building was designed by McKissack &amp; McKissack, the Nashville firm of brothers Moses McKissack III and Calvin McKissack, pioneers among licensed Black architects in Tennessee. Its place a block from the Capitol is a reminder that African American institutions had deep roots downtown long before 1960.</p>" +
          "<p>Those institutions mattered to the movement. Black ministers, organized as the Nashville Christian Leadership Council under the Reverend Kelly Miller Smith of First Baptist Church, Capitol Hill, hosted mass meetings, raised bail money, and backed the students' strategy. The boycott of downtown stores that followed the sit-ins depended on thousands of Black shoppers and on the churches that organized them.</p>",
        narration:
          "The Morris Memorial Building was completed in 1926 for the National Baptist Convention and designed by the Black-owned firm McKissack and McKissack. Black churches like those this building served supported the 1960 students with mass meetings, bail money, and the leadership of ministers such as Kelly Miller Smith.",
      },
      {
        slug: "courthouse-steps",
        siteName: "Davidson County Courthouse Steps",
        recordSlug: "davidson-county-courthouse",
        narrativeText:
          "<p>Continue to the Public Square and face the Davidson County Courthouse, a New Deal building that also serves as Nashville's city hall.</p>" +
          "<p>Before dawn on April 19, 1960, a bomb destroyed much of the North Nashville home of Z. Alexander Looby, the veteran attorney defending the arrested students. Looby and his wife escaped injury. Later that day, thousands of people, students, faculty, and neighbors, gathered at Tennessee A&amp;I and walked in silence down Jefferson Street and through downtown to these steps.</p>" +
          "<p>Mayor Ben West came out to meet them. After the Reverend C. T. Vivian challenged him, Fisk student Diane Nash asked the mayor whether he felt it was wrong to discriminate against a person solely because of race. West said that he did. When Nash pressed him on whether the lunch counters should be desegregated, he answered yes, and the next morning's newspaper carried his words across the front page.</p>" +
          "<p>Negotiations followed, and on May 10, 1960, six downtown stores served Black customers at their lunch counters for the first time.</p>",
        narration:
          "On April 19, 1960, after the home of attorney Z. Alexander Looby was bombed, thousands marched silently to these courthouse steps. Diane Nash asked Mayor Ben West whether lunch counters should be desegregated, and he said yes. Three weeks later, six downtown stores opened their counters to Black customers.",
      },
      {
        slug: "state-museum-galleries",
        siteName: "Tennessee State Museum",
        recordSlug: "tennessee-state-museum",
        narrativeText:
          "<p>End the tour with a walk north past the Capitol and through Bicentennial Capitol Mall to the Tennessee State Museum, which opened in this building in 2018. Admission is free.</p>" +
          "<p>The museum's galleries trace Tennessee from its earliest peoples through the twentieth century. Taken together, they place the Nashville sit-ins within a longer story: the slavery on which much of the state's early wealth depended, emancipation and the brief promise of Reconstruction, the segregation laws that followed, and the generations of organizing that challenged them.</p>" +
          "<p>Before leaving, consider the central question of this tour's lesson plan: why did disciplined nonviolence succeed in Nashville in 1960, and what did it cost the young people who practiced it? Compare the students' rules of conduct with the photographs of February 27, and discuss how the movement used public sympathy, economic pressure, and moral argument together.</p>",
        narration:
          "The Tennessee State Museum traces the state's history from its earliest peoples to the present. Its galleries place the Nashville sit-ins within a longer story of slavery, emancipation, segregation, and the struggle against it. Take time to consider what nonviolent protest demanded of the students who practiced it.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "capitol-hill-and-downtown-history",
    title: "Capitol Hill and Downtown History",
    description:
      "From the riverbank where Nashville began to the hilltop Capitol, a walk through two centuries of settlement, worship, commerce, and government.",
    categories: ["Downtown Nashville Tours"],
    duration: 2,
    distance: 1.8,
    intro:
      "<p>Nashville began in 1779 and 1780 as a cluster of log cabins on a limestone bluff above the Cumberland River. Within a century it had become a state capital, a railroad and publishing center, and a city that called itself the Athens of the South.</p>" +
      "<p>This walk climbs from the riverfront through the Public Square and the old commercial blocks to Capitol Hill, ending at Bicentennial Capitol Mall and the Tennessee State Museum. Plan on about two hours, including one steep climb to the Capitol.</p>",
    outro:
      "<p>From frontier stockade to state capital, the sites on this tour show how Nashville's leaders used architecture to claim permanence and authority, and how the city's people, free and enslaved, built and contested that authority.</p>" +
      "<p>The Tennessee State Museum, your final stop, is a good place to keep exploring.</p>",
    introNarration:
      "Welcome to Capitol Hill and Downtown History. Over the next two hours you will walk from the river bluff where Nashville was founded, through its old commercial streets, and up to the Capitol that has housed Tennessee's government since the 1850s.",
    outroNarration:
      "Thank you for joining us on Capitol Hill. From a frontier stockade to a state capital, you have traced how Nashville grew. The Tennessee State Museum, just behind you, is an excellent place to keep exploring.",
    stops: [
      {
        slug: "fort-nashborough",
        siteName: "Fort Nashborough",
        recordSlug: "fort-nashborough",
        narrativeText:
          "<p>Stand at the reconstructed stockade in Riverfront Park. The bluff above the Cumberland River, near a salt lick that drew buffalo and deer, had long been known to Native peoples, including the Shawnee, Cherokee, and Chickasaw, who hunted, traded, and claimed this region.</p>" +
          "<p>In the winter of 1779–80, an overland party led by James Robertson crossed the frozen Cumberland and built a log station here. In April 1780 a flotilla led by John Donelson arrived after a hazardous river voyage of roughly a thousand miles; among its passengers was Donelson's daughter Rachel, later the wife of Andrew Jackson. That May, the settlers signed the Cumberland Compact, which set up a government for the scattered stations.</p>" +
          "<p>The settlement, named Nashborough for General Francis Nash, faced years of warfare with Native nations resisting the intrusion. The cabins you see are a modern interpretation built near the original site, which stood slightly to the north.</p>",
        narration:
          "This reconstructed stockade stands near the site of Fort Nashborough, built by James Robertson's settlers in the winter of 1779. John Donelson's river flotilla arrived the following spring, and in May 1780 the settlers signed the Cumberland Compact. The land they claimed had long been used by Native peoples who resisted their arrival.",
      },
      {
        slug: "public-square",
        siteName: "Public Square and Courthouse",
        recordSlug: "davidson-county-courthouse",
        narrativeText:
          "<p>Walk up to the Public Square, which has been the civic center of Nashville since the town was laid out in 1784. Davidson County's first courthouse, a log building eighteen feet square, stood here, followed by a series of larger courthouses and market houses through the nineteenth century.</p>" +
          "<p>The present courthouse, completed in 1938 with Public Works Administration funds, was designed by Nashville architect Emmons H. Woolwine with Frederic C. Hirons of New York, who won a design competition. Its restrained classical form and carved limestone are characteristic of New Deal civic architecture. It was the first building in the county with central air conditioning, and it still houses the offices of the mayor and the Metro Council.</p>" +
          "<p>The courthouse steps are also a place of protest. On April 19, 1960, thousands of people marched here in silence to confront Mayor Ben West over violence against the sit-in movement, a story told on our civil rights tour.</p>",
        narration:
          "The Public Square has been Nashville's civic heart since the 1780s. This courthouse, completed in 1938 with New Deal funds, replaced a line of earlier courthouses on the site and still houses the mayor's office and Metro Council. In 1960 its steps became the setting for a turning point in the civil rights movement.",
      },
      {
        slug: "printers-alley",
        siteName: "Printers Alley",
        recordSlug: "printers-alley",
        narrativeText:
          "<p>Walk west to Third Avenue North and turn into Printers Alley, which runs between Church and Union Streets. In the decades after the Civil War, Nashville became one of the South's leading publishing centers. Newspaper offices, job printers, and religious publishing houses clustered in these blocks, and their workers gave the alley its name.</p>" +
          "<p>The alley's nightlife has an equally long reputation. Bars and gambling rooms served the hotels and saloons along Fourth Avenue, and the district is said to have sheltered speakeasies during Prohibition. After World War II nightclubs lined the alley, and later performers, including saxophonist Boots Randolph, played its stages.</p>" +
          "<p>Look up at the brick and stone facades, many of them late Victorian, that survive from the printing era. They now form part of a National Register historic district, one of the few places downtown where the scale of the nineteenth-century city is still easy to feel.</p>",
        narration:
          "Printers Alley takes its name from the printing and publishing firms that filled these blocks when Nashville was a leading Southern publishing center. By the 1940s it had become a nightlife district of clubs and bars. Look up at the late Victorian facades that survive from the printing era.",
      },
      {
        slug: "downtown-presbyterian",
        siteName: "Downtown Presbyterian Church",
        recordSlug: "downtown-presbyterian-church",
        narrativeText:
          "<p>At the corner of Church Street and Fifth Avenue North stands one of the most unusual churches in the United States. After fire destroyed the congregation's second building in 1848, William Strickland, then supervising construction of the State Capitol, designed a new sanctuary. The cornerstone was laid in 1849 and the church was completed in 1851.</p>" +
          "<p>Strickland chose the Egyptian Revival style, fashionable in the mid-nineteenth century for its associations with permanence and ancient wisdom. Look for the twin towers, the columns with lotus capitals, and the winged sun disk above the entrance. Inside, painted walls create the illusion of an Egyptian temple court.</p>" +
          "<p>During the Union occupation of Nashville, the building was taken for use as a military hospital. The congregation, then known as First Presbyterian, moved to a new location in 1955; members who stayed downtown formed Downtown Presbyterian Church, which still worships here.</p>",
        narration:
          "William Strickland, architect of the State Capitol, designed this Egyptian Revival church, completed in 1851. Look for the lotus capitals and the winged sun disk above the door. During the Civil War, Union forces used the building as a hospital. It remains an active congregation and a National Historic Landmark.",
      },
      {
        slug: "hermitage-hotel",
        siteName: "Hermitage Hotel",
        recordSlug: "hermitage-hotel",
        narrativeText:
          "<p>Walk up Sixth Avenue North to the Hermitage Hotel, which opened in September 1910. Financed by about 250 local investors and designed in the Beaux-Arts style by architect J. Edwin Carpenter, its marble lobby and stained-glass skylight made it the city's premier gathering place for business and politics.</p>" +
          "<p>In August 1920 the hotel became the center of a national struggle. Thirty-five states had ratified the Nineteenth Amendment, and one more was needed. When Tennessee's legislature met in special session, both sides set up headquarters here. Supporters of suffrage wore yellow roses; opponents wore red. Carrie Chapman Catt of the National American Woman Suffrage Association directed the campaign from the hotel while lobbyists for both sides worked its lobby and corridors.</p>" +
          "<p>The hotel was designated a National Historic Landmark in 2020 for its role in the ratification fight. The story concludes at the next stop, in the Capitol's House chamber.</p>",
        narration:
          "The Beaux-Arts Hermitage Hotel opened in 1910. In August 1920 it served as headquarters for both sides in the fight over the Nineteenth Amendment. Suffragists wore yellow roses, opponents wore red, and national leader Carrie Chapman Catt directed the ratification campaign from the hotel.",
      },
      {
        slug: "state-capitol",
        siteName: "Tennessee State Capitol",
        recordSlug: "tennessee-state-capitol",
        narrativeText:
          "<p>Climb the steps to Capitol Hill, the highest point downtown. Philadelphia architect William Strickland designed the Capitol as a Greek Ionic temple crowned by a tower modeled on the Choragic Monument of Lysicrates in Athens. Built of local limestone, quarried and cut in part by enslaved and convict laborers, it took fourteen years to complete. Strickland died in 1854 and, at his request, was entombed in its north wall.</p>" +
          "<p>When Union forces occupied Nashville in 1862, the Capitol was ringed with earthworks and cannon and nicknamed Fortress Andrew Johnson, after the military governor. On the grounds is the tomb of President James K. Polk and his wife, Sarah, moved here in 1893.</p>" +
          "<p>Inside, in the House chamber, legislators voted on August 18, 1920, to ratify the Nineteenth Amendment. Twenty-four-year-old Representative Harry T. Burn changed his vote after receiving a letter from his mother urging him to support suffrage, and Tennessee became the thirty-sixth and deciding state.</p>",
        narration:
          "William Strickland's Greek Revival Capitol took fourteen years to build and was completed in 1859. Union troops fortified it during the Civil War. In the House chamber on August 18, 1920, Representative Harry Burn cast a decisive vote that made Tennessee the thirty-sixth state to ratify woman suffrage.",
      },
      {
        slug: "bicentennial-mall",
        siteName: "Bicentennial Capitol Mall",
        recordSlug: "bicentennial-capitol-mall",
        narrativeText:
          "<p>From the Capitol's north side, look down on Bicentennial Capitol Mall, a 19-acre state park opened on June 1, 1996, two hundred years after Tennessee entered the Union as the sixteenth state.</p>" +
          "<p>The mall was designed as an outdoor classroom. At its south end, a 200-foot granite map of Tennessee shows the state's counties, rivers, and highways. Fountains represent the state's major rivers, and a long wall records milestones of Tennessee history, year by year, from before statehood to the bicentennial. A World War II memorial stands near the center of the park.</p>" +
          "<p>At the north end, the Court of Three Stars, named for the three stars on the state flag that stand for East, Middle, and West Tennessee, is ringed by a 95-bell carillon, one bell for each county. Listen for it on the hour.</p>",
        narration:
          "Bicentennial Capitol Mall opened on June 1, 1996, two hundred years after Tennessee statehood. Walk the granite map of the state, follow the wall of historical milestones, and listen for the ninety-five-bell carillon, one bell for each of Tennessee's counties.",
      },
      {
        slug: "state-museum",
        siteName: "Tennessee State Museum",
        recordSlug: "tennessee-state-museum",
        narrativeText:
          "<p>At the north end of the mall, at the corner of Rosa L. Parks Boulevard and Jefferson Street, the Tennessee State Museum opened in this building in October 2018. The museum itself dates to 1937, when the General Assembly created it to care for the state's collections, including relics of the First World War, and housed it in the War Memorial Building near the Capitol.</p>" +
          "<p>Its permanent galleries move chronologically from the region's first peoples through frontier settlement, the Civil War and Reconstruction, and the twentieth century. Highlights for this tour include material on the Cumberland settlements and one of the country's larger collections of Civil War flags and uniforms.</p>" +
          "<p>Admission is free, which makes the museum a good place to rest at the end of the walk and to explore in greater depth any of the stories you encountered along the way.</p>",
        narration:
          "The Tennessee State Museum, founded in 1937, opened this building beside the Bicentennial Mall in 2018. Its free galleries trace Tennessee from its first peoples through frontier settlement, the Civil War, and the twentieth century, and they are a good place to continue exploring today's stories.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "broadway-music-and-the-railroad",
    title: "Broadway, Music, and the Railroad",
    description:
      "From the Mother Church of Country Music to the L&N's Union Station, a walk along Broadway through Nashville's music, printing, and railroad history.",
    categories: ["Downtown Nashville Tours"],
    duration: 1.25,
    distance: 1.2,
    intro:
      "<p>Broadway runs west from the Cumberland River up a long hill toward the old railroad gulch. Along it you can read Nashville's transformation from a river town into a rail hub and, in the twentieth century, into Music City.</p>" +
      "<p>This tour starts at the Ryman Auditorium, crosses Broadway to Hatch Show Print and the Schermerhorn Symphony Center, and climbs to the U.S. Customs House and Union Station. Allow about an hour and fifteen minutes.</p>",
    outro:
      "<p>The railroads that met at Union Station made Nashville a regional distribution center, and the radio and recording industries of the twentieth century made it a national one. Both stories remain written into the buildings along Broadway.</p>",
    introNarration:
      "Welcome to Broadway, Music, and the Railroad. In about an hour you will walk from the Ryman Auditorium to Union Station, tracing how a river town became a railroad hub and then Music City.",
    outroNarration:
      "Thank you for walking Broadway with us. The railroad built Nashville's economy, and radio and recording made it Music City. Both stories remain written into the buildings you have seen today.",
    stops: [
      {
        slug: "ryman",
        siteName: "Ryman Auditorium",
        recordSlug: "ryman-auditorium",
        narrativeText:
          "<p>Begin on Rep. John Lewis Way North at the Ryman Auditorium. Its story starts with a sermon. In 1885 riverboat captain Thomas G. Ryman attended a tent revival led by the Georgia evangelist Sam Jones and resolved to build a permanent tabernacle where people of all denominations could hear preaching. The Union Gospel Tabernacle, designed by Hugh C. Thompson, opened in 1892.</p>" +
          "<p>Too large for any single congregation, the hall soon hosted lectures, concerts, political rallies, and touring theater. After Ryman's death in 1904 it was renamed in his honor, and for more than three decades its manager, Lula C. Naff, booked opera singers, symphonies, and celebrated speakers.</p>" +
          "<p>In 1943 WSM's Grand Ole Opry moved here, broadcasting country music across much of the nation every Saturday night until 1974. In December 1945 Bill Monroe's band, with Lester Flatt and Earl Scruggs, performed on this stage in a lineup often credited with defining bluegrass. Restored in 1994, the Ryman is a National Historic Landmark.</p>",
        narration:
          "The Ryman opened in 1892 as the Union Gospel Tabernacle, built by riverboat captain Thomas Ryman after a revival meeting changed his life. From 1943 to 1974 it was home to the Grand Ole Opry, earning the nickname the Mother Church of Country Music. Its church pews remain today.",
      },
      {
        slug: "hatch-show-print",
        siteName: "Hatch Show Print",
        recordSlug: "hatch-show-print",
        narrativeText:
          "<p>Cross Broadway to Rep. John Lewis Way South. Hatch Show Print began in 1879, when brothers Charles R. and Herbert H. Hatch opened a print shop in Nashville. Using wood and metal type set by hand, they and their successors produced bold, inexpensive posters for minstrel and vaudeville shows, circuses, and traveling performers of every kind.</p>" +
          "<p>As the Grand Ole Opry grew, Hatch became the poster shop of country music, printing show cards for performers who toured small-town theaters and schoolhouses across the South. Its style of big letters, carved wood-block pictures, and bright inks became so familiar that it helped shape the look of Nashville itself.</p>" +
          "<p>Today the shop is part of the Country Music Hall of Fame and Museum and still prints on letterpress equipment, drawing on a historic collection of type and carved blocks. It offers a rare chance to see a nineteenth-century trade still at work in the twenty-first.</p>",
        narration:
          "Hatch Show Print has made letterpress posters in Nashville since 1879. Its hand-set type and carved wood blocks advertised circuses, vaudeville acts, and generations of country music stars. Now part of the Country Music Hall of Fame, the shop still prints with its historic collection.",
      },
      {
        slug: "schermerhorn",
        siteName: "Schermerhorn Symphony Center",
        recordSlug: "schermerhorn-symphony-center",
        narrativeText:
          "<p>Walk east toward the river to Schermerhorn Symphony Center. Though it opened only in 2006, the building belongs to a long Nashville tradition. Since the nineteenth century, civic leaders have used classical architecture, from Strickland's Capitol to the Parthenon in Centennial Park, to present the city as the Athens of the South.</p>" +
          "<p>The center is named for Kenneth Schermerhorn, who led the Nashville Symphony from 1983 until his death in 2005 and championed a permanent home for the orchestra. Its Laura Turner Concert Hall follows the shoebox shape of celebrated European halls such as Vienna's Musikverein, with seating for about 1,800 and clerestory windows that admit natural light, a rarity among concert halls.</p>" +
          "<p>In May 2010, floodwaters from the Cumberland River filled the building's lower level and damaged instruments and equipment stored there. The hall reopened after months of repairs.</p>",
        narration:
          "Schermerhorn Symphony Center opened in 2006 and is named for longtime Nashville Symphony director Kenneth Schermerhorn. Its shoebox-shaped concert hall follows great European models and continues the city's tradition of classical civic buildings. In 2010 the Cumberland River flood filled its lower level, and it reopened after months of repairs.",
      },
      {
        slug: "customs-house",
        siteName: "U.S. Customs House",
        recordSlug: "customs-house",
        narrativeText:
          "<p>Climb Broadway to the corner of Seventh Avenue, where the U.S. Customs House rises above the street. Congress approved a federal building for Nashville before the Civil War, but construction did not begin until 1876. On September 19, 1877, President Rutherford B. Hayes laid the cornerstone in a ceremony that many observers read as a gesture of reconciliation with the white South, months after the end of federal Reconstruction.</p>" +
          "<p>Designed in the Victorian Gothic style under Treasury architect William Appleton Potter and built of limestone from Bowling Green, Kentucky, the building opened in 1882. It housed the customs collector, internal revenue offices, the federal courts, and the city's main post office. Look for the pointed arches, steep gables, and clock tower characteristic of the style.</p>" +
          "<p>Additions extended the building in 1903 and 1916. Declared surplus by the federal government in the 1970s, it was transferred to the city and rehabilitated for offices.</p>",
        narration:
          "President Rutherford B. Hayes laid the cornerstone of this Victorian Gothic Customs House in 1877, soon after the end of Reconstruction. Completed in 1882, it held the customs office, federal courts, and the main post office. Notice its pointed arches and clock tower, hallmarks of the style.",
      },
      {
        slug: "union-station",
        siteName: "Union Station",
        recordSlug: "union-station",
        narrativeText:
          "<p>Finish at Tenth Avenue and Broadway, where Union Station overlooks the railroad gulch. The Louisville and Nashville Railroad, the city's dominant line, began construction in August 1898 and opened the station on October 9, 1900. Designed by L&amp;N chief engineer Richard Montfort in the Richardsonian Romanesque style, it is built of gray limestone with round arches, turrets, and a tall clock tower.</p>" +
          "<p>Inside, a barrel-vaulted lobby about 65 feet high is lit by a stained-glass skylight. A great train shed behind the station, once among the largest single-span sheds in the country, sheltered the platforms until it was demolished in 2001.</p>" +
          "<p>During World War II, tens of thousands of service members passed through these doors. Passenger traffic declined after the war, and the last trains left in 1979. Threatened with demolition, the station was saved by preservationists and reopened as a hotel in 1986.</p>",
        narration:
          "Union Station opened on October 9, 1900, as the Louisville and Nashville Railroad's grand gateway to the city. Its Romanesque stone tower and stained-glass lobby welcomed travelers until passenger service ended in 1979. Saved by preservationists, it reopened as a hotel in 1986.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "jefferson-street-and-the-campuses",
    title: "Jefferson Street and the Campuses",
    description:
      "North Nashville's historically Black universities, the Jefferson Street music corridor, and one of the nation's first public parks for African Americans.",
    categories: ["Neighborhoods and Campuses", "Tours with Lesson Plans"],
    duration: 2,
    distance: 2.3,
    intro:
      "<p>After the Civil War, North Nashville became home to institutions that educated generations of African American teachers, doctors, musicians, and activists. Fisk University, Meharry Medical College, and Tennessee State University grew up within a short distance of one another, and Jefferson Street became the commercial and cultural main street that tied them together.</p>" +
      "<p>This tour covers a little over two miles. Walk it, or drive between stops and park on neighborhood streets; please respect campus parking rules and residents' driveways.</p>" +
      "<p>The accompanying lesson plan asks students how institutions built under segregation became engines of the civil rights movement.</p>",
    outro:
      "<p>In the late 1960s, Interstate 40 was routed through North Nashville, dividing the Jefferson Street neighborhood and displacing homes and businesses despite a lawsuit by residents who opposed the route. The institutions you have visited endured, and they remain at the center of the community's life.</p>",
    introNarration:
      "Welcome to Jefferson Street and the Campuses. On this tour you will visit three historically Black universities, a landmark of Nashville rhythm and blues, and a park created for African American citizens in 1912.",
    outroNarration:
      "Thank you for visiting North Nashville. Interstate 40 cut through this neighborhood in the late 1960s despite residents' protests, but the universities and institutions you have seen endured and remain at the heart of the community.",
    stops: [
      {
        slug: "jubilee-hall",
        siteName: "Jubilee Hall, Fisk University",
        recordSlug: "fisk-jubilee-hall",
        narrativeText:
          "<p>Begin on the Fisk University campus in front of Jubilee Hall, the tall Victorian Gothic building with the pointed tower. Fisk opened in January 1866 in former Union army barracks, founded by the American Missionary Association and the Western Freedmen's Aid Commission and named for General Clinton B. Fisk of the Freedmen's Bureau.</p>" +
          "<p>By 1871 the school was close to bankruptcy. Its treasurer and music teacher, George L. White, took a small choir of students, several of them formerly enslaved, on a fundraising tour. Calling themselves the Jubilee Singers, they introduced audiences in the North, and later in Britain and Europe, to the spirituals of enslaved African Americans. They sang for Queen Victoria and raised enough money to buy this campus and build Jubilee Hall, completed in 1876.</p>" +
          "<p>Jubilee Hall, now a residence hall, is a National Historic Landmark. Inside hangs a life-size portrait of the original singers painted for Queen Victoria by Edmund Havel, which she presented to the university.</p>",
        narration:
          "Jubilee Hall was built with money raised by the Fisk Jubilee Singers, students who began touring in 1871 to save their struggling school. Their performances of spirituals carried them across the United States and Europe. Completed in 1876, the hall is a National Historic Landmark.",
      },
      {
        slug: "meharry",
        siteName: "Meharry Medical College",
        recordSlug: "meharry-medical-college",
        narrativeText:
          "<p>Walk west to Dr. D. B. Todd Jr. Boulevard and the campus of Meharry Medical College. Meharry began in 1876 as the Medical Department of Central Tennessee College, a Methodist school for freedpeople. Its name honors Samuel Meharry and his brothers, who gave money to the effort; family tradition held that Samuel had once been helped by a family of formerly enslaved people when his wagon was stranded.</p>" +
          "<p>Under Dr. George W. Hubbard, its longtime leader, Meharry became the first medical school for African Americans in the South. It added dentistry and pharmacy, received its own charter in 1915, and in 1931 moved to this campus next to Fisk, with George W. Hubbard Hospital as its teaching hospital.</p>" +
          "<p>For much of the twentieth century, when most Southern medical schools excluded Black students, Meharry trained a large share of the nation's African American physicians and dentists, many of whom went on to practice in communities that had few other doctors.</p>",
        narration:
          "Meharry Medical College was founded in 1876 as the first medical school for African Americans in the South. It moved to this campus beside Fisk in 1931. For generations, when most Southern medical schools were closed to Black students, Meharry trained many of the nation's Black doctors and dentists.",
      },
      {
        slug: "club-baron",
        siteName: "Club Baron and Jefferson Street",
        recordSlug: "club-baron-jefferson-street",
        narrativeText:
          "<p>Continue to Jefferson Street. From the 1940s through the 1960s this was the main street of Black Nashville, with barbershops, restaurants, churches, and nightclubs serving students and residents who were barred from white establishments downtown. Clubs such as the Del Morocco and Club Baron made Jefferson Street a regular stop for touring rhythm-and-blues artists and a training ground for local musicians.</p>" +
          "<p>The concrete-block building at 2614 Jefferson Street opened as Club Baron in the mid-1950s. Its stage hosted performers such as Ray Charles, Muddy Waters, Etta James, and Fats Domino. The mural on the side of the building recalls a 1963 guitar contest in which, according to many who were there, local bluesman Johnny Jones outplayed a young Jimi Hendrix, who was then living in Nashville.</p>" +
          "<p>Since 1968 the building has been home to Elks Lodge No. 1102, whose members have preserved it as the last of Jefferson Street's historic music venues. Please view it from the sidewalk.</p>",
        narration:
          "Jefferson Street was the main street of Black Nashville and, from the 1940s to the 1960s, a center of rhythm and blues. Club Baron opened here in the mid-1950s and hosted stars such as Ray Charles and Etta James. The mural recalls a famous 1963 guitar duel involving a young Jimi Hendrix.",
      },
      {
        slug: "hadley-park",
        siteName: "Hadley Park",
        recordSlug: "hadley-park",
        narrativeText:
          "<p>Turn onto Twenty-Eighth Avenue North to reach Hadley Park. On July 4, 1912, Mayor Hilary Howse dedicated the park on land that had once been part of the Hadley family's plantation. In a city where public parks were segregated, it was set aside for African American residents and is considered one of the first public parks for Black Americans in the United States.</p>" +
          "<p>The site already carried history. In 1873 Frederick Douglass visited Nashville and, by long-standing local account, spoke to a large gathering of freedpeople at the Hadley place. Stone pillars near the park's entrance honor Black soldiers from Davidson County who died in World War I.</p>" +
          "<p>The park's name has long been debated: it may honor John L. Hadley, a former slaveholder who assisted freedpeople after the war, or Dr. W. A. Hadley, a pioneering Black physician. In 2022 Metro Parks renamed it Hadley-Lillard Park, adding the name of civil rights activist Kwame Leo Lillard, a veteran of the 1960 sit-ins.</p>",
        narration:
          "Hadley Park was dedicated on July 4, 1912, as a public park for Nashville's African American residents, among the first such parks in the nation. In 2022 it was renamed Hadley-Lillard Park to honor civil rights activist Kwame Leo Lillard, who joined the 1960 sit-ins as a student.",
      },
      {
        slug: "tennessee-state",
        siteName: "Tennessee State University",
        recordSlug: "tennessee-state-university",
        narrativeText:
          "<p>End the tour at Tennessee State University. The school opened on June 19, 1912, as the Agricultural and Industrial State Normal School for Negroes, led by President William Jasper Hale. It grew from a teacher-training school into Tennessee A&amp;I State University and, in 1968, Tennessee State University.</p>" +
          "<p>A&amp;I students were among the first to sit in at downtown lunch counters in 1960, and on April 19 of that year the silent march to the courthouse set out from this campus. In 1961 fourteen students were expelled after joining the Freedom Rides; the university later recognized them with honorary degrees.</p>" +
          "<p>TSU is also the home of the Tigerbelles, the women's track team coached by Ed Temple from 1950 to 1994. Wilma Rudolph, who won three gold medals at the 1960 Rome Olympics, was one of dozens of Tigerbelles to compete in the Olympic Games, and the team's success challenged assumptions about both race and women in sport.</p>",
        narration:
          "Tennessee State University opened in 1912 as a state school for African American teachers. Its students joined the 1960 sit-ins and the 1961 Freedom Rides, and the silent march of April 1960 began here. Its Tigerbelles track team, coached by Ed Temple, produced Olympic champion Wilma Rudolph.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "midtown-parthenon-and-music-row",
    title: "Midtown: Parthenon, Suffrage, and Music Row",
    description:
      "Centennial Park's Parthenon and woman suffrage monument, Vanderbilt's first main building, RCA Studio B on Music Row, and Belmont Mansion.",
    categories: ["Neighborhoods and Campuses"],
    duration: 2,
    distance: 2.8,
    intro:
      "<p>West of downtown, the neighborhoods along West End Avenue and Music Row grew up in the late nineteenth and early twentieth centuries around universities, streetcar lines, and the grounds of the 1897 Tennessee Centennial Exposition.</p>" +
      "<p>This tour links five sites over nearly three miles. Energetic visitors can walk it, but most will prefer to drive between Centennial Park, Vanderbilt, Music Row, and Belmont.</p>",
    outro:
      "<p>The sites on this tour show how Nashville has presented itself to the world: as a classical city of learning, as the place where the vote was won for American women, and as the capital of recorded country music.</p>",
    introNarration:
      "Welcome to Midtown. This tour connects the Parthenon and the woman suffrage monument in Centennial Park, Vanderbilt's first main building, RCA Studio B on Music Row, and Belmont Mansion, with stories of learning, art, music, and women's history.",
    outroNarration:
      "Thank you for exploring Midtown. From the Athens of the South to Music City, these sites show how Nashville has presented itself to the world, and how women, students, and musicians helped shape that story.",
    stops: [
      {
        slug: "parthenon",
        siteName: "The Parthenon",
        recordSlug: "parthenon-centennial-park",
        narrativeText:
          "<p>Begin in Centennial Park facing the Parthenon. The park occupies the grounds of the Tennessee Centennial Exposition, a world's fair marking the state's 1796 admission to the Union. Delayed by a year, the exposition opened on May 1, 1897, and drew well over a million visitors during its six-month run.</p>" +
          "<p>Most exposition buildings were temporary, but the full-scale replica of the Athenian Parthenon, designed by William Crawford Smith as the fine arts building, proved so popular that the city kept it. By the 1920s its plaster and lath had decayed, and the building was reconstructed in concrete between 1920 and 1931, with close attention to the sculptural details of the ancient original.</p>" +
          "<p>Inside, the Parthenon serves as the city's art museum. Its main hall holds Alan LeQuire's Athena Parthenos, a 42-foot re-creation of the lost ancient statue, unveiled in 1990 and covered in gold leaf in 2002.</p>",
        narration:
          "This full-scale replica of the Parthenon was built for the Tennessee Centennial Exposition of 1897, which celebrated a century of statehood. Rebuilt in concrete between 1920 and 1931, it is now the city's art museum and houses a forty-two-foot statue of Athena, unveiled in 1990.",
      },
      {
        slug: "suffrage-monument",
        siteName: "Tennessee Woman Suffrage Monument",
        recordSlug: "woman-suffrage-monument",
        narrativeText:
          "<p>Walk east of the Parthenon to the Tennessee Woman Suffrage Monument. Five bronze figures by sculptor Alan LeQuire represent women who helped win ratification of the Nineteenth Amendment in August 1920.</p>" +
          "<p>Anne Dallas Dudley of Nashville led the state suffrage association and became a national officer of the movement. J. Frankie Pierce, a Nashville educator, organized African American women and, after ratification, won state support for a vocational school for Black girls. Abby Crawford Milton of Chattanooga became the first president of the Tennessee League of Women Voters. Sue Shelton White of Jackson was jailed after a suffrage protest at the White House, and Carrie Chapman Catt directed the national campaign from the Hermitage Hotel.</p>" +
          "<p>The monument was unveiled on Women's Equality Day, August 26, 2016, and rededicated at this permanent site on August 18, 2020, the hundredth anniversary of Tennessee's decisive vote. Nashville suffragists had held rallies in this park in the years before ratification.</p>",
        narration:
          "This monument honors five women of the 1920 ratification fight: Anne Dallas Dudley, J. Frankie Pierce, Abby Crawford Milton, Sue Shelton White, and Carrie Chapman Catt. Sculpted by Alan LeQuire, it was rededicated here on August 18, 2020, one hundred years after Tennessee's decisive vote.",
      },
      {
        slug: "kirkland-hall",
        siteName: "Kirkland Hall, Vanderbilt University",
        recordSlug: "kirkland-hall",
        narrativeText:
          "<p>Cross West End Avenue to the Vanderbilt University campus and find Kirkland Hall, with its tall clock tower. Methodist Bishop Holland N. McTyeire persuaded the New York shipping and railroad magnate Cornelius Vanderbilt to give one million dollars to found a university in Nashville in 1873. The Main Building, designed by William Crawford Smith and completed in 1875, held classrooms, laboratories, a library, and a chapel.</p>" +
          "<p>On April 20, 1905, fire gutted the building, and students carried thousands of books to safety. It was rebuilt with a single tower and later renamed for James H. Kirkland, chancellor from 1893 to 1937, who led the university through its separation from the Methodist church.</p>" +
          "<p>The building also witnessed a painful chapter of the civil rights era. In March 1960 Vanderbilt expelled divinity student James Lawson for his role in training the sit-in protesters. Decades later the university honored Lawson, and he returned to teach on this campus.</p>",
        narration:
          "Kirkland Hall was Vanderbilt University's first main building, completed in 1875 and rebuilt after a fire in 1905. It is named for Chancellor James Kirkland. In 1960 Vanderbilt expelled divinity student James Lawson for training sit-in protesters; decades later he returned to teach here.",
      },
      {
        slug: "studio-b",
        siteName: "RCA Studio B",
        recordSlug: "rca-studio-b",
        narrativeText:
          "<p>Continue to Music Row, the district of record labels, publishers, and studios along Sixteenth and Seventeenth Avenues South. On Roy Acuff Place stands RCA Studio B, a plain brick building that opened in 1957 after RCA's Steve Sholes and guitarist Chet Atkins persuaded the company to build a permanent Nashville studio.</p>" +
          "<p>Under Atkins, who ran RCA's Nashville operation, Studio B became a center of the Nashville Sound, a smooth style that softened country records with background vocal groups and strings to reach pop audiences. Session musicians working here helped popularize the Nashville number system, a shorthand for writing chord charts quickly.</p>" +
          "<p>Elvis Presley recorded more than 200 songs in this room, and the Everly Brothers, Roy Orbison, Jim Reeves, and Dolly Parton all cut hits here. RCA stopped recording in Studio B in 1977. The Country Music Hall of Fame and Museum now offers tours and uses the studio for educational programs.</p>",
        narration:
          "RCA Studio B opened in 1957 and, under Chet Atkins, became a birthplace of the polished Nashville Sound. Elvis Presley recorded more than two hundred songs here, along with hits by the Everly Brothers, Roy Orbison, and Dolly Parton. Today the Country Music Hall of Fame offers tours.",
      },
      {
        slug: "belmont-mansion",
        siteName: "Belmont Mansion",
        recordSlug: "belmont-mansion",
        narrativeText:
          "<p>End at Belmont Mansion, now surrounded by the campus of Belmont University. Adelicia Acklen, one of the wealthiest women in the antebellum South, and her second husband, Joseph Acklen, built this Italianate summer house between 1849 and 1853 at the center of a 180-acre estate with gardens, a conservatory, an art gallery, and a small zoo.</p>" +
          "<p>The family's wealth came largely from Louisiana cotton plantations worked by hundreds of enslaved people and from the slave-trading fortune of Adelicia's first husband, Isaac Franklin. Enslaved workers also maintained this Nashville estate. During the Battle of Nashville in December 1864, Union troops occupied the grounds.</p>" +
          "<p>Adelicia sold the property in 1887. In 1890 the mansion became the home of Belmont College for Young Women, the first of a succession of schools that led to today's Belmont University. The mansion museum now interprets the lives of both the Acklen family and the people they enslaved.</p>",
        narration:
          "Adelicia Acklen built Belmont Mansion between 1849 and 1853 with wealth drawn from cotton plantations and the slave trade. Union troops occupied the grounds during the Battle of Nashville. In 1890 the house became a school for young women, the beginning of today's Belmont University.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "civil-war-nashville-driving-tour",
    title: "Civil War Nashville Driving Tour",
    description:
      "A driving tour of Union-occupied Nashville and the Battle of Nashville, from the fortified Capitol and Fort Negley to Confederate headquarters at Travellers Rest.",
    categories: ["Driving Tours", "Tours with Lesson Plans"],
    duration: 3.5,
    distance: 24,
    intro:
      "<p>Nashville was the first Confederate state capital to fall to Union forces, surrendering in February 1862 after the loss of Fort Donelson. For the rest of the war it was an occupied city, a fortified supply depot, and a destination for thousands of enslaved people who sought freedom behind Union lines.</p>" +
      "<p>In December 1864, Confederate General John Bell Hood's Army of Tennessee, battered at Franklin, entrenched south of the city. On December 15 and 16, Union forces under General George H. Thomas, including regiments of United States Colored Troops, attacked and routed it in the Battle of Nashville, one of the most decisive Union victories of the war.</p>" +
      "<p>This driving tour covers about 24 miles and takes three and a half hours with stops. Several sites charge admission; check their hours before you go.</p>",
    outro:
      "<p>The Battle of Nashville effectively destroyed the Army of Tennessee as a fighting force. For the people of Nashville, Black and white, the war's end brought emancipation, Reconstruction, and a long contest over what freedom would mean, a story continued on our <strong>Jefferson Street and the Campuses</strong> tour.</p>",
    introNarration:
      "Welcome to the Civil War Nashville Driving Tour. Nashville was the first Confederate state capital to fall to Union forces, in February 1862. Over the next few hours you will visit sites of the occupation and of the Battle of Nashville in December 1864.",
    outroNarration:
      "Thank you for joining us. The Battle of Nashville shattered the Confederate Army of Tennessee, and the war's end brought emancipation and Reconstruction. Continue the story of freedom on our Jefferson Street and the Campuses tour.",
    stops: [
      {
        slug: "fortress-andrew-johnson",
        siteName: "State Capitol (Fortress Andrew Johnson)",
        recordSlug: "tennessee-state-capitol",
        narrativeText:
          "<p>Begin at the State Capitol. When Confederate forces abandoned Nashville after the fall of Fort Donelson, Mayor Richard B. Cheatham surrendered the city on February 25, 1862. President Lincoln appointed Andrew Johnson, a Tennessee senator who had stayed loyal to the Union, as military governor.</p>" +
          "<p>Union engineers ringed Capitol Hill with earthworks and a stockade, mounted cannon on the grounds, and nicknamed the building Fortress Andrew Johnson. The Capitol was never attacked, but its guns commanded the city and the river crossings. From here Johnson governed occupied Tennessee until he became Lincoln's vice president in March 1865.</p>" +
          "<p>The occupation transformed the city. Thousands of enslaved people left plantations for the protection of Union lines, and many worked for the army or enlisted in the United States Colored Troops. Park legally on nearby streets or in a public garage to view the grounds. The next stop, Fort Negley, is about two miles south.</p>",
        narration:
          "Nashville surrendered to Union forces on February 25, 1862. Military governor Andrew Johnson governed occupied Tennessee from this Capitol, which Union engineers fortified with earthworks and cannon and nicknamed Fortress Andrew Johnson. Although never attacked, its guns commanded the city throughout the war.",
      },
      {
        slug: "fort-negley",
        siteName: "Fort Negley",
        recordSlug: "fort-negley",
        narrativeText:
          "<p>Drive south to Fort Negley Park on St. Cloud Hill. In the fall of 1862, Union engineer Captain James St. Clair Morton designed a star-shaped fort of stone, earth, and railroad iron to anchor a ring of fortifications around Nashville. It became the largest inland masonry fort built during the war.</p>" +
          "<p>The fort was built chiefly by African Americans. Union authorities enrolled more than 2,700 Black laborers to quarry stone and dig earthworks. Some had fled to Union lines; many were impressed from slavery; few ever received the wages they were promised, and many died during the work. Their labor, and the service of United States Colored Troops in the Battle of Nashville, is central to the site's interpretation today.</p>" +
          "<p>During the battle in December 1864, the fort stood inside the Union lines. Walk the boardwalk around the ruins, which were partly rebuilt by the Works Progress Administration in the 1930s, and stop at the visitors center, which opened in 2007.</p>",
        narration:
          "Fort Negley, completed in 1862, was the largest inland stone fort built during the Civil War. It was raised largely by more than twenty-seven hundred African American laborers, many of them impressed and few ever paid. Walk the boardwalk around the ruins and visit the visitors center.",
      },
      {
        slug: "city-cemetery",
        siteName: "Nashville City Cemetery",
        recordSlug: "nashville-city-cemetery",
        narrativeText:
          "<p>Drive a short distance east to the Nashville City Cemetery on Fourth Avenue South. Opened in 1822, it holds about twenty thousand burials, including Nashville's founders, James and Charlotte Reeves Robertson, and thousands of enslaved and free African Americans.</p>" +
          "<p>The Civil War is written across these grounds. Captain William Driver, a retired sea captain and Unionist, hid the flag he called Old Glory inside a quilt during the Confederate period and raised it over the Capitol when Union troops arrived in 1862. His grave is one of the few places where the United States flag is authorized to fly at all hours. Confederate general Felix Zollicoffer, killed in Kentucky in January 1862, is also buried here.</p>" +
          "<p>Soldiers of both armies were buried here during the war; most Union dead were later moved to the Nashville National Cemetery and many Confederates to Mount Olivet. Please stay on the paths and do not make rubbings of the fragile stones.</p>",
        narration:
          "The City Cemetery, opened in 1822, holds Nashville's founders and thousands of free and enslaved African Americans. Here lies Captain William Driver, who hid his flag, Old Glory, and raised it over the Capitol when Union troops arrived in 1862. Please protect the fragile stones.",
      },
      {
        slug: "belmont",
        siteName: "Belmont Mansion",
        recordSlug: "belmont-mansion",
        narrativeText:
          "<p>Drive southwest to Belmont Mansion. By late 1864 the Acklen estate lay just inside the Union lines south of the city. Joseph Acklen had died in Louisiana in 1863, and Adelicia Acklen spent much of the war protecting her property; she negotiated with both Confederate and Union officers to move cotton from her Louisiana plantations to market.</p>" +
          "<p>When Hood's army approached in December 1864, troops of General Thomas J. Wood's Fourth Corps camped on and around the estate. On December 15, Wood's men advanced from this area against the Confederate position on Montgomery Hill, one of the opening actions of the Battle of Nashville.</p>" +
          "<p>The war ended the Acklens' world of enslaved labor. Today the mansion museum interprets both the family's wealth and the lives of the people held in bondage who made it possible. Parking is available on the Belmont University campus; follow posted visitor signs.</p>",
        narration:
          "During the Battle of Nashville, Union troops of General Thomas Wood's Fourth Corps camped around Belmont, and on December 15, 1864, they advanced from this area against Confederate positions on Montgomery Hill. The mansion museum today interprets both the Acklen family and the people they enslaved.",
      },
      {
        slug: "travellers-rest",
        siteName: "Travellers Rest",
        recordSlug: "travellers-rest",
        narrativeText:
          "<p>Drive south toward Franklin Pike to Travellers Rest, the oldest historic house in Nashville open to the public. Judge John Overton built the original four-room house in 1799 on the remains of a Mississippian village occupied roughly a thousand years ago; workers digging the cellar uncovered so many burials that Overton first called the place Golgotha.</p>" +
          "<p>Overton, a judge and land speculator, was Andrew Jackson's close friend and political strategist, and with Jackson and James Winchester he founded Memphis. Enslaved people built and worked the plantation throughout the Overton family's ownership.</p>" +
          "<p>In December 1864, Overton's son, John Overton Jr., a supporter of the Confederacy, offered the house to General John Bell Hood, who made it his headquarters before the Battle of Nashville. When the Confederate line collapsed on the afternoon of December 16, Hood's army retreated south along the Franklin Pike toward the Tennessee River and out of Middle Tennessee.</p>",
        narration:
          "Judge John Overton built Travellers Rest in 1799 on the site of a Mississippian village. Overton was Andrew Jackson's close adviser. In December 1864, Confederate General John Bell Hood made this house his headquarters, and his defeated army retreated south along these roads after the Battle of Nashville.",
      },
      {
        slug: "belle-meade",
        siteName: "Belle Meade",
        recordSlug: "belle-meade",
        narrativeText:
          "<p>Finish by driving west to Belle Meade on Harding Pike. John Harding bought land and a log cabin on the old Natchez Trace in 1807, and enslaved workers cleared fields, built the house, and tended the horses that made the plantation famous. His son William Giles Harding enlarged the house in 1853 into the Greek Revival mansion you see, with columns of limestone quarried on the property.</p>" +
          "<p>Harding was an outspoken supporter of secession, and Union authorities imprisoned him for a time in 1862. During the Battle of Nashville, Confederate cavalry and Union troops skirmished near the house, and marks on the front columns are traditionally attributed to that fighting.</p>" +
          "<p>After the war, Belle Meade became one of the nation's leading thoroughbred breeding farms, where formerly enslaved men such as head hostler Bob Green continued to work as paid and highly skilled horsemen. The estate was sold in 1906; the mansion and outbuildings are now a historic site.</p>",
        narration:
          "Belle Meade grew from a log cabin on the Natchez Trace into a plantation famous for thoroughbred horses, built and worked by enslaved people. Its owner, William Giles Harding, was jailed by Union authorities in 1862, and marks on the front columns are attributed to fighting here in December 1864.",
      },
    ],
  },
  // ------------------------------------------------------------------------
  {
    slug: "presidents-and-plantations-driving-tour",
    title: "Presidents and Plantations Driving Tour",
    description:
      "East along the Cumberland and Stones rivers to the houses of Nashville's planter families and Andrew Jackson's Hermitage.",
    categories: ["Driving Tours"],
    duration: 3,
    distance: 32,
    intro:
      "<p>East of downtown, the fertile bottomlands along the Cumberland and Stones rivers were among the first lands claimed by Nashville's settlers. By the 1830s they held some of the region's largest plantations, linked by marriage and politics to Andrew Jackson and to the Donelson and Harding families.</p>" +
      "<p>This driving tour follows Lebanon Pike and McGavock Pike to the Hermitage and back, about 32 miles round trip. Allow three hours, including a visit to the Hermitage. Several houses are private or open by appointment only; please view them from public roads.</p>",
    outro:
      "<p>The wealth displayed in these houses was produced by the labor of enslaved people, whose names and stories historians continue to recover from plantation records, archaeology, and memoirs such as John McCline's. Their history is as much a part of these places as the presidents and planters who owned them.</p>",
    introNarration:
      "Welcome to the Presidents and Plantations Driving Tour. Over the next three hours you will travel east along Lebanon Pike to the homes of Nashville's planter families, ending at Andrew Jackson's Hermitage. Please view private houses from the road.",
    outroNarration:
      "Thank you for traveling with us. The grand houses you have seen were built and sustained by enslaved people, whose stories historians continue to recover. Their history is as much a part of these places as that of the presidents and planters.",
    stops: [
      {
        slug: "polk-tomb",
        siteName: "State Capitol and Polk Tomb",
        recordSlug: "tennessee-state-capitol",
        narrativeText:
          "<p>Begin on the Capitol grounds at the tomb of James K. Polk, eleventh president of the United States. Polk, a protégé of Andrew Jackson, served as Speaker of the U.S. House and governor of Tennessee before winning the presidency in 1844. His administration added vast western territories after the war with Mexico, expanding the nation and sharpening the national conflict over slavery.</p>" +
          "<p>Polk died in Nashville in June 1849, only three months after leaving office, and was buried at Polk Place, his home a few blocks from here. Sarah Childress Polk lived there for more than four decades after his death. Following her death in 1891, the remains of both were moved to this tomb in 1893, and Polk Place was later demolished.</p>" +
          "<p>A bronze equestrian statue honors Andrew Jackson, and a statue of Andrew Johnson also stands on these grounds, so all three presidents from Tennessee are represented here. From the Capitol, drive east on Lebanon Pike toward Belair.</p>",
        narration:
          "James K. Polk, the eleventh president, and his wife Sarah are buried in this tomb on the Capitol grounds. Polk died in 1849, and their remains were moved here from their home, Polk Place, in 1893. Statues of Andrew Jackson and Andrew Johnson also stand on these grounds.",
      },
      {
        slug: "belair",
        siteName: "Belair",
        recordSlug: "belair-mansion",
        narrativeText:
          "<p>Drive east on Lebanon Pike to Belair, set back from the road on a rise. John Harding of Belle Meade built the house in 1832 as a wedding gift for his daughter Elizabeth and her husband, Joseph Clay, an example of how the county's planter families used land and houses to bind their alliances.</p>" +
          "<p>In 1838 the property was bought by William Nichol, who had served as mayor of Nashville from 1835 to 1837. Nichol remodeled and enlarged the Federal-style house, adding wings, a curving staircase, and elaborate interior finishes that displayed his wealth and standing.</p>" +
          "<p>Belair was photographed by the Historic American Buildings Survey in 1940, and those images, now in the Library of Congress, document its interiors. It was listed in the National Register of Historic Places in 1971. The house is privately owned, so please view it only from the public road and do not enter the drive.</p>",
        narration:
          "Belair was built in 1832 by John Harding of Belle Meade as a wedding gift for his daughter Elizabeth. Former Nashville mayor William Nichol bought it in 1838 and enlarged it with wings and fine interiors. The house is privately owned, so please view it from the road.",
      },
      {
        slug: "two-rivers",
        siteName: "Two Rivers Mansion",
        recordSlug: "two-rivers-mansion",
        narrativeText:
          "<p>Turn north on McGavock Pike to Two Rivers Mansion, named for its setting between the Stones and Cumberland rivers. William Harding, brother of John Harding of Belle Meade, began assembling the plantation in 1819 around a Federal-style brick house built about 1802, one of the oldest brick houses in Davidson County.</p>" +
          "<p>His daughter, William Elizabeth Harding, known as Willie, inherited the land and in 1850 married her cousin David H. McGavock. In 1859 the couple began the Italianate mansion, with its bracketed eaves and tall windows, while living in the old brick house nearby. Like its neighbors, the plantation depended on the labor of enslaved people.</p>" +
          "<p>The McGavock family kept Two Rivers until 1965, and the Metropolitan Government bought it in 1966 for a park and golf course. The mansion is used for events and is not regularly open for tours, but its exterior and the 1802 house can be seen from the drive.</p>",
        narration:
          "Two Rivers Mansion was built in 1859 for David and Willie Harding McGavock at the center of an eleven-hundred-acre plantation between the Stones and Cumberland rivers. Beside it stands a brick house from about 1802. Metro Nashville bought the property in 1966 for a public park.",
      },
      {
        slug: "clover-bottom",
        siteName: "Clover Bottom Mansion",
        recordSlug: "clover-bottom-mansion",
        narrativeText:
          "<p>Return to Lebanon Pike and continue east to Clover Bottom Mansion, near the Stones River. John Donelson, father of Rachel Jackson, planted corn on this bottomland in 1780 but abandoned it after attacks by Native warriors defending their hunting grounds. In the early 1800s the area was known for the Clover Bottom racecourse, where Andrew Jackson raced his horses.</p>" +
          "<p>The Italianate house was built about 1858 for Dr. James and Mary Ann Saunders Hoggatt, whose plantation of about 1,500 acres was worked by some sixty enslaved people. One of them, John McCline, was a boy when he left with a passing Union army unit in 1862 and became a teamster. Decades later he wrote a memoir, published in 1998 as <em>Slavery in the Clover Bottoms</em>, one of the few detailed firsthand accounts of slavery in Davidson County.</p>" +
          "<p>Restored in the 1990s, the mansion is the headquarters of the Tennessee Historical Commission, the state historic preservation office.</p>",
        narration:
          "Clover Bottom Mansion was built about 1858 for the Hoggatt family on a plantation worked by some sixty enslaved people. One of them, John McCline, escaped with Union troops in 1862 and later wrote a rare memoir of slavery here. The house now serves as headquarters of the Tennessee Historical Commission.",
      },
      {
        slug: "hermitage",
        siteName: "The Hermitage",
        recordSlug: "the-hermitage",
        narrativeText:
          "<p>Continue east to the Hermitage, home of Andrew Jackson, seventh president of the United States. Jackson bought the property in 1804 and lived with his wife, Rachel Donelson Jackson, in log buildings until a brick house was completed in 1821. After a fire in 1834, the mansion was rebuilt in its present Greek Revival form.</p>" +
          "<p>The Hermitage was a cotton plantation. Nine enslaved people lived here when Jackson bought it; by his death in 1845 he enslaved more than one hundred. Archaeologists and historians at the site have recovered much about their work, homes, and families, and several of their cabins stand near the mansion.</p>" +
          "<p>Rachel Jackson died in December 1828, weeks after her husband's election to the presidency, and was buried in the garden; Jackson was laid beside her in 1845. The Ladies' Hermitage Association opened the site as a museum in 1889. As you visit, consider Jackson's full legacy, including the Indian Removal Act of 1830, which forced tens of thousands of Native people from their homelands.</p>",
        narration:
          "Andrew Jackson bought the Hermitage in 1804 and died here in 1845. The cotton plantation was worked by enslaved people, more than a hundred by the end of his life. Jackson and his wife Rachel are buried in the garden. Consider his full legacy, including the forced removal of Native nations.",
      },
    ],
  },
];
