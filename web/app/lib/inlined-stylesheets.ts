/**
 * The page's stylesheets came inline in its HTML (inline-stylesheets.server.ts): each `<style
 * data-href>` followed by its own link, disabled (not fetched). Once the page runs, each link is
 * enabled and its `<style>` goes as soon as the link's file has loaded, so the rules never lapse
 * and React Router adds and removes stylesheets as before. A link that fails to load leaves its
 * `<style>` in place.
 */
export function adoptInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const link = [
      ...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'),
    ].find((candidate) => candidate.getAttribute("href") === style.dataset.href);
    if (!link) continue;
    const handOver = () => style.remove();
    link.removeAttribute("disabled");
    // A file that failed to load leaves an empty sheet behind (no rules): the <style> stays.
    if (hasRules(link)) handOver();
    else link.addEventListener("load", () => hasRules(link) && handOver(), { once: true });
  }
}

function hasRules(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}
