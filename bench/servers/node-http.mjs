// The floor for throughput: node:http answering a small JSON body.
import { createServer } from "node:http";

const body = JSON.stringify({ code: 0, messageInfo: "操作成功", data: "hello" });
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("ready\n"));
