import { ApiError } from '../api/api-error';
import { bookingsApi } from '../api/clients';

/** A stored file, as answers and bookings carry it. */
export interface StoredFile {
  key: string;
  name: string;
  size: number;
  url: string;
  contentType: string;
}

/** `POST /website/upload` and `POST /file/upload`: a form to post the file to. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key?: string;
  /** Where the stored file can be read, when the server says so. */
  fileUrl?: string;
}

export type UploadProgress = (fraction: number) => void;

/** Who asks for the upload: a visitor on a public page (with its access link) or a signed-in host. */
export type UploadAudience = { kind: 'public'; accessLink: string } | { kind: 'host' };

/** Posts the file to the ticket's form with XMLHttpRequest, which reports upload progress. */
function postForm(ticket: UploadTicket, file: Blob, onProgress: UploadProgress): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else
        reject(
          new ApiError("Couldn't upload file", {
            status: request.status,
            code: codeOf(request) ?? 'UPLOAD_FAILED',
          }),
        );
    });
    request.addEventListener('error', () =>
      reject(new ApiError("Couldn't upload file", { status: 0, code: 'NETWORK_ERROR' })),
    );
    request.send(form);
  });
}

function codeOf(request: XMLHttpRequest): string | undefined {
  try {
    const body = JSON.parse(request.responseText) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads one file (spec section 7, "Upload"): the server hands out a form for a direct upload,
 * then the browser posts the file to it.
 */
export async function uploadFile(
  file: File,
  module: string,
  onProgress: UploadProgress,
  audience: UploadAudience,
  contentType = file.type || 'application/octet-stream',
): Promise<StoredFile> {
  const body = { mimeType: contentType, fileName: file.name, module, size: file.size };
  const ticket =
    audience.kind === 'public'
      ? await bookingsApi.post<UploadTicket>('/website/upload', {
          ...body,
          accessLink: audience.accessLink || 'fallback',
        })
      : await bookingsApi.post<UploadTicket>('/file/upload', body);
  await postForm(ticket, file, onProgress);
  const key = ticket.key ?? ticket.fields.key ?? file.name;
  return {
    key,
    name: file.name,
    size: file.size,
    url: ticket.fileUrl ?? `${ticket.url.replace(/\/$/, '')}/${key}`,
    contentType,
  };
}
