import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("tours", "routes/tours.tsx"),
  route("records", "routes/records.tsx"),
  route("records/:slug", "routes/record.tsx"),
  route("search", "routes/search.tsx"),
  route("lesson-plans/:band?", "routes/lesson-plans.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("faq", "routes/faq.tsx"),
  route("our-sponsors", "routes/our-sponsors.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
