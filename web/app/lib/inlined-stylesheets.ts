/**
 * The page's stylesheets came inline in its HTML (inline-stylesheets.server.ts): each `<style
 * data-href>` followed by its own link, disabled, so the file is never fetched. React Router
 * removes a route's stylesheet link when the visitor leaves that route; from then on the
 * `<style>` standing for it goes with it, so a page left takes its styles along as before. Links
 * it adds later are ordinary ones.
 */
export function followInlinedStylesheets(doc: Document = document): () => void {
  const inlined = (href: string) =>
    [...doc.querySelectorAll<HTMLStyleElement>("style[data-href]")].find(
      (style) => style.dataset.href === href,
    );
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.removedNodes) {
        if (!(node instanceof HTMLLinkElement) || !node.disabled) continue;
        const href = node.getAttribute("href");
        if (href) inlined(href)?.remove();
      }
    }
  });
  observer.observe(doc.head, { childList: true });
  return () => observer.disconnect();
}
