import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal S3-compatible object store for the tests (path-style PUT, GET and DELETE of objects,
 * the error document S3 answers a missing key with). It stands in for a third-party store, as
 * smtp-fixture.ts does for a mail relay; the suite's own server is never mocked.
 */
export type S3Fixture = {
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  /** Answer every request with 500 (a store that is down). */
  failing: boolean;
  close(): Promise<void>;
};

export async function startS3Fixture(): Promise<S3Fixture> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const fixture = { objects, failing: false } as S3Fixture;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const key = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      if (fixture.failing) {
        res.writeHead(500, { "content-type": "application/xml" });
        res.end("<Error><Code>InternalError</Code><Message>down</Message></Error>");
        return;
      }
      if (req.method === "PUT") {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers["content-type"] ?? ""),
        });
        res.writeHead(200, { etag: '"fixture"' });
        res.end();
      } else if (req.method === "GET") {
        const found = objects.get(key);
        if (!found) {
          res.writeHead(404, { "content-type": "application/xml" });
          res.end(
            "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
          );
          return;
        }
        res.writeHead(200, { "content-type": found.type, "content-length": found.body.length });
        res.end(found.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(405);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fixture;
}
