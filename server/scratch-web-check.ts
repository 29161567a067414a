import path from "node:path";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { registerWebApp } from "./src/web/web-app.plugin.js";

const production = process.argv[2] !== "dev";
const withHelmet = process.argv.includes("helmet");
const app = Fastify({ logger: { level: "warn" } });
if (withHelmet) {
  await app.register(helmet, {
    enableCSPNonces: !process.argv.includes("nononce"),
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "worker-src": ["'self'", "blob:"],
        ...(process.argv.includes("upgrade") ? {} : { "upgrade-insecure-requests": null }),
      },
    },
  });
}
await app.register(compress, { threshold: 1024 });
app.get("/api/ping", async () => ({ pong: true }));
app.get("/healthz", async () => ({ status: "ok" }));
app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: { code: "not_found", message: req.url } }));
await registerWebApp(app, { webRoot: path.resolve("../web"), production });
await app.listen({ port: 3199, host: "127.0.0.1" });
console.log("listening", production ? "production" : "dev", withHelmet ? "helmet" : "");
