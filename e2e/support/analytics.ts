/** The analytics events a page sends, answered here (204) and never stored. */
import type { Page } from "@playwright/test";

export interface SentEvent {
  category?: string;
  action?: string;
  label?: string;
}

/** Collects `describe(event)` for each event it names (undefined leaves the event out). */
export async function recordEvents(
  page: Page,
  describe: (event: SentEvent) => string | undefined,
): Promise<string[]> {
  const events: string[] = [];
  await page.route("**/api/events", async (route) => {
    const body = JSON.parse(route.request().postDataBuffer()?.toString() ?? "{}") as SentEvent;
    const described = describe(body);
    if (described !== undefined) events.push(described);
    await route.fulfill({ status: 204 });
  });
  return events;
}
