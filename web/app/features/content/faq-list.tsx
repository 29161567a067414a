import { type FaqContext, faqGroups } from "./faq-items";

/** The questions as disclosure widgets: readable without JavaScript, compact on a phone. */
export function FaqList(context: FaqContext) {
  return faqGroups(context).map((group) => (
    <section
      key={group.heading}
      aria-labelledby={`faq-${slug(group.heading)}`}
      className="content-section"
    >
      <h2 id={`faq-${slug(group.heading)}`}>{group.heading}</h2>
      <div className="faq-list">
        {group.items.map((item) => (
          <details key={item.topic} id={item.topic} className="faq-item" data-topic={item.topic}>
            <summary>{item.question}</summary>
            <div className="faq-item__answer">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  ));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
