// A local stand-in for the map tile server during e2e (playwright.config.ts): every /{z}/{x}/{y}.png,
// and its high-density form /{z}/{x}/{y}@2x.png, is one pale-blue pixel, so maps draw without any
// request leaving the machine.
import { createServer } from "node:http";

const port = Number(process.env.TILE_STUB_PORT ?? 4100);
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4/+IDAAUxAqjmn4k4AAAAAElFTkSuQmCC",
  "base64",
);

createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://stub").pathname;
  if (path === "/health") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  if (!/^\/\d+\/\d+\/\d+(?:@2x)?\.png$/.test(path)) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, {
      "Content-Type": "image/png",
      "Content-Length": TILE.length,
      "Cache-Control": "public, max-age=86400",
      // Tiles are images from another origin; Leaflet may ask with CORS.
      "Access-Control-Allow-Origin": "*",
    })
    .end(TILE);
}).listen(port, "127.0.0.1");
