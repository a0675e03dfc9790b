// The editor's image upload: POST /api/upload (multipart, field `file`) through
// XMLHttpRequest, because fetch reports no upload progress. The answer {name, path} is
// handed to the page, which inserts the image at the cursor.
import { useState, type Ref } from "react";

export type UploadedImage = { name: string; path: string };
type Outcome = ({ ok: true } & UploadedImage) | { ok: false; error: string };

const UPLOAD_FAILED = "Nie udało się przesłać obrazu. Spróbuj ponownie.";
const UPLOAD_OFFLINE = "Nie udało się przesłać obrazu: brak połączenia z serwerem.";

function uploadImage(file: File, onProgress: (percent: number) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body = request.response as Partial<UploadedImage> & { error?: string };
      if (request.status === 200 && body?.path && body.name) resolve({ ok: true, name: body.name, path: body.path });
      // The server's own Polish message (too large, not an image, no access) when it sent one.
      else resolve({ ok: false, error: body?.error ?? UPLOAD_FAILED });
    });
    request.addEventListener("error", () => resolve({ ok: false, error: UPLOAD_OFFLINE }));
    const form = new FormData();
    form.set("file", file);
    request.send(form);
  });
}

type Props = { onUploaded: (image: UploadedImage) => void; inputRef: Ref<HTMLInputElement> };

export function ImageUpload({ onUploaded, inputRef }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [inserted, setInserted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again uploads it again.
    input.value = "";
    if (!file) return;
    setChosen(file.name);
    setBusy(true);
    setError(null);
    setInserted(null);
    setProgress(0);
    const outcome = await uploadImage(file, setProgress);
    setBusy(false);
    if (!outcome.ok) {
      setProgress(null);
      setError(outcome.error);
      return;
    }
    // Tiny files may send no progress event at all: done is 100%.
    setProgress(100);
    setInserted(outcome.name);
    onUploaded(outcome);
  };

  return (
    <div className="image-upload">
      {/* The browser's own file button speaks the browser's language ("Choose File"); ours is
          Polish everywhere. The real input stays focusable and named by the label's title. */}
      <label className="file-picker">
        <span>Prześlij obraz (JPG, PNG, GIF lub WEBP)</span>
        <span className="file-picker-row" aria-hidden="true">
          <span className="button secondary file-picker-button">Wybierz plik…</span>
          <span className="muted">{chosen ?? "Nie wybrano pliku"}</span>
        </span>
        <input
          ref={inputRef}
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={busy}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </label>
      {progress !== null && (
        <p className="upload-progress" role="status">
          <progress value={progress} max={100} aria-hidden="true" />
          <span>Przesyłanie: {progress}%</span>
        </p>
      )}
      {inserted && <p className="muted">Wstawiono obraz „{inserted}” w miejscu kursora.</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
