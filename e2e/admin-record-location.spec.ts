import { expect } from "@playwright/test";
import { openSignedIn, test } from "./support/admin-records.js";

// A curator standing at a site fills a record's coordinates from the phone's GPS with one tap,
// sees how accurate the fix is, and never has a point already typed replaced unseen.

test.skip(({ isMobile }) => !isMobile, "taken at the site, on a phone");

const FORT = { latitude: 36.143301, longitude: -86.774712, accuracy: 8 };
const GATE = { latitude: 36.14412, longitude: -86.77301, accuracy: 120 };

test("'Use my location' fills empty boxes, and offers to replace typed ones", async ({
  page,
  context,
  token,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(FORT);
  await openSignedIn(page, token, "/admin/records/new");
  const coordinates = page.getByRole("group", { name: "Coordinates" });
  const latitude = coordinates.getByLabel("Latitude");
  const longitude = coordinates.getByLabel("Longitude");

  await coordinates.getByRole("button", { name: "Use my location" }).click();
  await expect(latitude).toHaveValue("36.143301");
  await expect(longitude).toHaveValue("-86.774712");
  await expect(coordinates.getByRole("status")).toHaveText(
    "Set from your location, accurate to within 8 m. Check the point on the map.",
  );

  // Further on, a rougher fix: the point typed stays until the curator chooses the new one.
  await context.setGeolocation(GATE);
  await coordinates.getByRole("button", { name: "Use my location" }).click();
  const offer = coordinates.getByRole("status");
  await expect(offer).toContainText(
    "Your location is 36.144120, -86.773010, accurate to within 120 m (rough: try again outdoors for a closer fix). Replace the coordinates above with it?",
  );
  await expect(latitude).toHaveValue("36.143301");
  await offer.getByRole("button", { name: "Keep the coordinates" }).click();
  await expect(latitude).toHaveValue("36.143301");
  await expect(offer).toHaveText("");

  await coordinates.getByRole("button", { name: "Use my location" }).click();
  await offer.getByRole("button", { name: "Replace with my location" }).click();
  await expect(latitude).toHaveValue("36.144120");
  await expect(longitude).toHaveValue("-86.773010");
});

test("a location refused says so and what to do instead", async ({ page, context, token }) => {
  await context.clearPermissions();
  await openSignedIn(page, token, "/admin/records/new");
  const coordinates = page.getByRole("group", { name: "Coordinates" });
  await coordinates.getByRole("button", { name: "Use my location" }).click();
  await expect(coordinates.getByRole("status")).toHaveText(
    "Location is not allowed for this site. Allow it in the browser's or phone's settings, or type the coordinates.",
  );
  await expect(coordinates.getByLabel("Latitude")).toHaveValue("");
});
