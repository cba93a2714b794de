import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";

// A thread of the og card pool (server/og/og-images.ts): it rasterises one SVG at a time and hands
// back the PNG bytes. Drawing a card takes from tens to hundreds of milliseconds of one core, which
// on the server's main thread would hold up every other request.

export interface RenderJob {
  svg: string;
}
export type RenderReply = { png: Uint8Array } | { error: string };

const port = parentPort;
if (!port) throw new Error("og-render-worker.ts runs as a worker thread");

const { fontFiles, fontFamily, nice } = workerData as {
  fontFiles: string[];
  fontFamily: string;
  nice: number;
};

// The lowest scheduling priority, for this thread alone: cards are drawn with the cores that pages,
// the API and the database leave idle. On Linux a nice value belongs to each thread, and
// setPriority() without a process id sets the calling thread's; elsewhere it would set the whole
// server's, so it is left alone there.
if (process.platform === "linux") {
  try {
    setPriority(nice);
  } catch {
    // Not allowed here (a container may forbid it): the card is drawn at the usual priority.
  }
}

port.on("message", ({ svg }: RenderJob) => {
  let reply: RenderReply;
  try {
    const resvg = new Resvg(svg, {
      font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily },
      fitTo: { mode: "original" },
    });
    // A copy of its own, whose buffer moves to the main thread without being copied again.
    reply = { png: new Uint8Array(resvg.render().asPng()) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, "png" in reply ? [reply.png.buffer as ArrayBuffer] : []);
});
