/** The home page's three reasons to take a tour (SPEC §2 Why-us blurbs). */
const REASONS = [
  {
    title: "Self-guided and credibly curated",
    text: "Go at your own pace, in any order you like. Every stop is researched by historians and cites its sources, so you can trust what you read and hear.",
  },
  {
    title: "Mobile-friendly and thematically based",
    text: "Each tour follows one story across the city and works on any phone, with narration, images and directions to the next stop.",
  },
  {
    title: "Ad free and free of charge",
    text: "No tickets, no sign-up and no advertising. The tours are a public service of a nonprofit foundation and its partners.",
  },
] as const;

export function WhyUs() {
  return (
    <ul className="why-us card-grid">
      {REASONS.map((reason) => (
        <li key={reason.title} className="why-us__item">
          <h3>{reason.title}</h3>
          <p>{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
