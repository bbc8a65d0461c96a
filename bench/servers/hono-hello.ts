// Bare Hono on @hono/node-server with the same JSON body, for the framework's own cost.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.json({ code: 0, messageInfo: "操作成功", data: "hello" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  process.stdout.write("ready\n"),
);
