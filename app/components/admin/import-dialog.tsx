import { FileUp, Upload } from "#app/components/admin/icons.tsx";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  CANNOT_IMPORT_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_BYTES,
  INVALID_FILE_MESSAGE,
  isCsvFileName,
} from "#core/contract/csv-row.ts";
import type { ImportAnswer, ImportRunProgress } from "#app/lib/admin/import-answers.ts";
import { latestImportRun, readImportRun, sendImportFile } from "#app/lib/admin/csv-transfer.ts";
import { Modal } from "../ui/modal.tsx";
import { useToast } from "../ui/toast.tsx";
import { buttonClass, Notice } from "./kit.tsx";

// The import dialog: upload, preview (the
// server's dry run), importing (progress read from the database), complete.

type Step = "upload" | "preview" | "importing" | "complete";
type Preview = Extract<ImportAnswer, { kind: "preview" }>["preview"];

export const IMPORT_CONFIRM =
  "This will create or update beaches, matched by slug: a new slug creates a beach, a known one updates it. Blank cells do not overwrite existing data, except facing_deg and sheltered_from, where blank means none. Write unknown to clear an access fact. Proceed?";
const CLOSE_CONFIRM = "Close the import? The checked file will be set aside and nothing will be imported.";
const POLL_MS = 500;
export const VIEW_BEACHES_PATH = "/admin/beaches?sort=updated_at&dir=desc";

const ACTION_LABELS: Record<string, string> = {
  create: "Create",
  update: "Update",
  skip: "Skip",
  error: "Error",
};

export function ImportDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [progress, setProgress] = useState<ImportRunProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setStep("upload");
    setFile(null);
    setPreview(null);
    setRunId(null);
    setProgress(null);
    setFailure(null);
  }

  /** Sends the file for a dry run or an import; the answer moves the dialog on. */
  async function send(intent: "preview" | "import", chosen: File) {
    setBusy(true);
    try {
      receive(intent, await sendImportFile(intent, chosen));
    } catch (error) {
      toast({
        title: intent === "preview" ? "Dry Run Failed" : "Import Failed",
        description: error instanceof Error ? error.message : "Server error",
      });
    } finally {
      setBusy(false);
    }
  }

  function receive(intent: "preview" | "import", answer: ImportAnswer) {
    if (answer.kind === "refused") {
      toast({ title: answer.title, description: answer.message });
      return;
    }
    if (answer.kind === "preview") {
      setPreview(answer.preview);
      setStep("preview");
      // The file was checked again at import time and something in the database had changed.
      if (intent === "import" && answer.preview.errors > 0) {
        toast({ title: "Cannot Import", description: CANNOT_IMPORT_MESSAGE });
      }
      return;
    }
    setRunId(answer.runId);
    setProgress(null);
    setStep("importing");
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!isCsvFileName(chosen.name)) {
      toast({ title: "Invalid File", description: INVALID_FILE_MESSAGE });
      return;
    }
    if (chosen.size > IMPORT_MAX_BYTES) {
      toast({
        title: "Invalid File",
        description: FILE_TOO_LARGE_MESSAGE,
      });
      return;
    }
    setFile(chosen);
    setFailure(null);
    void send("preview", chosen);
  }

  // While importing, the progress comes from the database, whichever server answers.
  useEffect(() => {
    if (step !== "importing" || runId === null) return;
    let stopped = false;
    const poll = async () => {
      try {
        const run = await readImportRun(runId);
        if (stopped) return;
        setProgress(run);
        if (run.status === "done") {
          setStep("complete");
          toast({
            title: "Import Complete",
            description: `Created: ${run.created}, Updated: ${run.updated}, Skipped: ${run.skipped}, Errors: ${run.errors}`,
          });
          return;
        }
        if (run.status === "failed") {
          const message = run.message ?? "The import failed. Nothing was changed.";
          setFailure(message);
          setStep("preview");
          toast({ title: "Import Failed", description: message });
          return;
        }
      } catch (error) {
        // A lost poll is retried: the import goes on on the server.
        console.warn("Could not read the import's progress", error);
      }
      if (!stopped) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    let timer = window.setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [step, runId, toast]);

  /** An import already under way (this admin's from before a reload, or another's) is followed, not started again. */
  async function followRunning() {
    try {
      const latest = await latestImportRun();
      if (latest && (latest.status === "running" || latest.status === "applying")) {
        setRunId(latest.id);
        setProgress(latest);
        setStep("importing");
      }
    } catch (error) {
      console.warn("Could not ask whether an import is running", error);
    }
  }

  function onOpenChange(next: boolean) {
    if (next) {
      reset();
      setOpen(true);
      void followRunning();
      return;
    }
    // The import goes on without the dialog, but closing it mid-way would hide how it ends.
    if (step === "importing") return;
    if (step === "preview" && preview && !window.confirm(CLOSE_CONFIRM)) return;
    setOpen(false);
  }

  function startImport() {
    if (!file || !preview) return;
    if (preview.errors > 0) {
      toast({ title: "Cannot Import", description: CANNOT_IMPORT_MESSAGE });
      return;
    }
    if (!window.confirm(IMPORT_CONFIRM)) return;
    setFailure(null);
    void send("import", file);
  }

  const description = {
    upload: "Choose a CSV file in the format below. It is checked before anything changes.",
    preview: "What importing this file would do. Nothing has changed yet.",
    importing: "Importing. The directory changes all at once when every row is in.",
    complete: "The import is complete.",
  }[step];

  return (
    <>
      <button type="button" className={buttonClass("primary")} onClick={() => onOpenChange(true)}>
        <Upload aria-hidden="true" className="size-4" />
        Import CSV
      </button>
      <Modal open={open} onOpenChange={onOpenChange} title="Import CSV" description={description}>
        {step === "upload" && <UploadStep onFile={choose} busy={busy} />}
        {step === "preview" && preview && (
          <PreviewStep
            preview={preview}
            fileName={file?.name ?? ""}
            failure={failure}
            busy={busy}
            onChooseAgain={reset}
            onImport={startImport}
          />
        )}
        {step === "importing" && <ProgressStep progress={progress} />}
        {step === "complete" && progress && (
          <div className="flex flex-col gap-4">
            {/* Said inside the dialog too: while it is open, the page behind it (toasts included) is hidden from assistive technology. */}
            <p role="status" className="font-medium text-green-900">
              Import complete: {progress.created} created, {progress.updated} updated, {progress.skipped}{" "}
              unchanged.
            </p>
            <Counters progress={progress} />
            <div className="flex flex-wrap gap-2">
              <Link to={VIEW_BEACHES_PATH} className={buttonClass("primary")} onClick={() => setOpen(false)}>
                View Beaches
              </Link>
              <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}

function UploadStep({ onFile, busy }: { onFile: (file: File | undefined) => void; busy: boolean }) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFile(event.dataTransfer.files[0]);
      }}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center ${
        over ? "border-sea-700 bg-sea-50" : "border-slate-300"
      }`}
    >
      <FileUp aria-hidden="true" className="size-8 text-slate-600" />
      {busy ? (
        <p role="status" className="text-slate-800">
          Checking the file...
        </p>
      ) : (
        <>
          <p className="text-slate-800">Drag and drop a .csv file here, or</p>
          {/* The input sits inside its label, so keyboard focus shows on what looks like the button. */}
          <label
            className={buttonClass(
              "secondary",
              "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sea-700",
            )}
          >
            Choose a CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(event) => {
                onFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
        </>
      )}
    </div>
  );
}

function PreviewStep({
  preview,
  fileName,
  failure,
  busy,
  onChooseAgain,
  onImport,
}: {
  preview: Preview;
  fileName: string;
  failure: string | null;
  busy: boolean;
  onChooseAgain: () => void;
  onImport: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-800">
        File: <span className="font-medium">{fileName}</span>
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <Figures
        items={[
          ["Total Rows", preview.total],
          ["Create", preview.create],
          ["Update", preview.update],
          ["Skip", preview.skip],
          ["Errors", preview.errors],
        ]}
      />
      {preview.errors > 0 && (
        <section aria-labelledby="import-errors-title" className="flex flex-col gap-2">
          <h3 id="import-errors-title" className="text-sm font-semibold text-red-900">
            {preview.errors > preview.errorList.length
              ? `Errors (the first ${preview.errorList.length} of ${preview.errors})`
              : "Errors"}
          </h3>
          {/* Scrolls within the dialog, so it takes focus for keyboard scrolling. */}
          <div
            tabIndex={0}
            role="region"
            aria-labelledby="import-errors-title"
            className="max-h-56 overflow-y-auto rounded-md border border-red-200 bg-red-50 p-2 focus-visible:outline-2 focus-visible:outline-sea-700"
          >
            <ul className="flex flex-col gap-1 text-sm text-red-950">
              {preview.errorList.map((item) => (
                <li key={item.row}>
                  <span className="font-semibold">Row {item.row}</span>
                  {item.slug && <span className="font-mono"> ({item.slug})</span>}: {item.messages.join("; ")}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-slate-800">
            Nothing can be imported until every row is valid: fix the file and choose it again.
          </p>
        </section>
      )}
      <div
        tabIndex={0}
        role="region"
        aria-label="Rows of the file"
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sea-700"
      >
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left text-sm font-semibold text-slate-900">
            {preview.total > preview.rows.length ? `The first ${preview.rows.length} rows` : "Rows"}
          </caption>
          <thead className="bg-slate-100">
            <tr>
              {["Row", "Slug", "Name", "Action", "Status"].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1.5 font-semibold text-slate-900">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.rows.map((row) => (
              <tr key={row.row}>
                <td className="px-2 py-1">{row.row}</td>
                <td className="px-2 py-1 font-mono text-xs break-all">{row.slug}</td>
                <td className="px-2 py-1">{row.name}</td>
                <td className={`px-2 py-1 ${row.action === "error" ? "font-semibold text-red-800" : ""}`}>
                  {ACTION_LABELS[row.action]}
                </td>
                <td className="px-2 py-1">{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("primary")} disabled={busy} onClick={onImport}>
          {busy ? "Starting..." : "Import"}
        </button>
        <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={onChooseAgain}>
          Choose Different File
        </button>
      </div>
    </div>
  );
}

/** Labelled counts in a grid of small cards. */
function Figures({ items }: { items: readonly (readonly [string, number])[] }) {
  return (
    <dl className={`grid grid-cols-2 gap-2 ${items.length > 4 ? "sm:grid-cols-5" : "sm:grid-cols-4"}`}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 p-2">
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Counters({ progress }: { progress: ImportRunProgress }) {
  return (
    <Figures
      items={[
        ["Created", progress.created],
        ["Updated", progress.updated],
        ["Skipped", progress.skipped],
        ["Errors", progress.errors],
      ]}
    />
  );
}

function ProgressStep({ progress }: { progress: ImportRunProgress | null }) {
  const total = progress?.total ?? 0;
  const done = progress?.processed ?? 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const applying = progress?.status === "applying";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-sea-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-800" aria-live="polite">
          {applying ? "Applying every row at once..." : `${done} of ${total} rows checked (${percent}%)`}
        </p>
      </div>
      {progress?.startedBy && <p className="text-sm text-slate-700">Started by {progress.startedBy}.</p>}
      {progress && <Counters progress={progress} />}
    </div>
  );
}
