import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker.ts";

// The browser's service worker objects, reduced to what the registration reads: states, events and
// posted messages.

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  listeners = 0;
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  override addEventListener(...args: Parameters<EventTarget["addEventListener"]>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  /** A new version of sw.js was found and starts installing. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

function setup({ controlled, waiting }: { controlled: boolean; waiting?: boolean }) {
  const registration = new FakeRegistration();
  registration.active = new FakeWorker("activated");
  if (waiting) registration.waiting = new FakeWorker("installed");
  let activated = () => {};
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? registration.active : null,
    register: vi.fn(async () => registration),
    // Resolves once a worker is active, which a first visit waits for.
    ready:
      waiting || controlled
        ? Promise.resolve(registration)
        : new Promise((resolve) => {
            activated = () => resolve(registration);
          }),
  });
  const onUpdate = vi.fn<(applyUpdate: () => void) => void>();
  const reload = vi.fn();
  const run = () =>
    registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      pageUrl: "https://beaches.test/crete/elafonisi",
      onUpdate,
      reload,
    });
  return { registration, container, onUpdate, reload, run, activated: () => activated() };
}

describe("registerServiceWorker", () => {
  it("registers /sw.js for the whole site", async () => {
    const { container, run } = setup({ controlled: true });
    await run();
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("offers the waiting version when an older one controls the page", async () => {
    const { onUpdate, run } = setup({ controlled: true, waiting: true });
    await run();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it("offers a version that finishes installing while the page is open", async () => {
    const { registration, onUpdate, run } = setup({ controlled: true });
    await run();
    const worker = new FakeWorker("installing");
    registration.find(worker);
    expect(onUpdate).not.toHaveBeenCalled();
    worker.become("installed");
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it("asks nothing on a first visit, and has the worker store the page it could not see", async () => {
    const { registration, onUpdate, run, activated } = setup({ controlled: false });
    registration.active = null;
    const ran = run();
    await vi.waitFor(() => expect(registration.listeners).toBeGreaterThan(0));
    const first = new FakeWorker("installing");
    registration.find(first);
    first.become("installed");
    first.become("activated");
    registration.active = first;
    activated();
    await ran;
    expect(onUpdate).not.toHaveBeenCalled();
    expect(first.messages).toEqual([{ type: "CACHE_URLS", urls: ["https://beaches.test/crete/elafonisi"] }]);
  });

  it("does not ask the worker to store a page it already served", async () => {
    const { registration, run } = setup({ controlled: true });
    await run();
    expect(registration.active?.messages).toEqual([]);
  });

  it("activates the new version on Refresh and reloads once it controls the page", async () => {
    const { registration, container, onUpdate, reload, run } = setup({ controlled: true, waiting: true });
    await run();
    // The first worker claiming the page (or another tab updating) is no reason to reload.
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();

    const applyUpdate = onUpdate.mock.calls[0]?.[0];
    applyUpdate?.();
    expect(registration.waiting?.messages).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing when registration is blocked", async () => {
    const { container, onUpdate, run } = setup({ controlled: false });
    container.register.mockResolvedValueOnce(undefined as never);
    await expect(run()).resolves.toBeUndefined();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
